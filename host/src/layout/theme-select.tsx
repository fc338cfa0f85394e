import { useId } from 'react';
import styled from 'styled-components';
import { THEME_CHOICES, type ThemeChoice } from '@vg/contract/design-tokens';
import { useThemeChoice } from '@vg/shared';

// A visitor's choice of look, in the footer (docs/product.md#appearance); a member makes it in
// their profile, which keeps it for every device they sign in on.

export const THEME_LABELS: Record<ThemeChoice, string> = {
  light: 'Light',
  dark: 'Dark',
  system: 'Same as this device',
};

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
  return (
    <Wrapper>
      <label htmlFor={id}>Theme</label>
      <select
        id={id}
        value={choice}
        onChange={(event) => choose(event.target.value as ThemeChoice)}
      >
        {THEME_CHOICES.map((value) => (
          <option key={value} value={value}>
            {THEME_LABELS[value]}
          </option>
        ))}
      </select>
    </Wrapper>
  );
}
