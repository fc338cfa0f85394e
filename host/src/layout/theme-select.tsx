import { useId } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import styled from 'styled-components';
import { THEME_CHOICES, type ThemeChoice } from '@vg/contract/design-tokens';
import { useThemeChoice } from '@vg/shared';

// A visitor's choice of look, in the footer (docs/product.md#appearance); a member makes it in
// their profile, which keeps it for every device they sign in on.

export const THEME_LABELS = defineMessages({
  light: { id: 'host.theme.light', defaultMessage: 'Light' },
  dark: { id: 'host.theme.dark', defaultMessage: 'Dark' },
  system: { id: 'host.theme.system', defaultMessage: 'Same as this device' },
}) satisfies Record<ThemeChoice, unknown>;

const messages = defineMessages({
  label: { id: 'host.theme.label', defaultMessage: 'Theme' },
});

const Wrapper = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  select {
    min-height: 32px;
    padding: 0 ${({ theme }) => theme.space(1)};
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.text};
    border: 1px solid ${({ theme }) => theme.color.control};
    border-radius: ${({ theme }) => theme.radius.sm};
    font-size: ${({ theme }) => theme.type.size.sm};
  }
  select:focus-visible {
    ${({ theme }) => theme.focusRing}
  }
`;

export function ThemeSelect() {
  const id = useId();
  const [choice, choose] = useThemeChoice();
  const intl = useIntl();
  return (
    <Wrapper>
      <label htmlFor={id}>{intl.formatMessage(messages.label)}</label>
      <select
        id={id}
        value={choice}
        onChange={(event) => choose(event.target.value as ThemeChoice)}
      >
        {THEME_CHOICES.map((value) => (
          <option key={value} value={value}>
            {intl.formatMessage(THEME_LABELS[value])}
          </option>
        ))}
      </select>
    </Wrapper>
  );
}
