import styled from 'styled-components';
import { THEME_CHOICES, type ThemeChoice } from '@vg/contract/design-tokens';
import { toast, useThemeChoice } from '@vg/shared';
import { errorMessage } from '@vg/shared/forms';
import { useUpdateProfile } from './api/update-profile';

// Light, dark or the device's (docs/product.md#appearance): drawn at once in this browser, and kept
// in the member's profile, so every device they sign in on paints in it from the first frame.

const LABELS: Record<ThemeChoice, string> = {
  light: 'Light',
  dark: 'Dark',
  system: 'Same as this device',
};

const Group = styled.fieldset`
  border: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  legend {
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space(1)};
    color: ${({ theme }) => theme.color.textMuted};
  }
  label {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(1)};
    min-height: 44px;
    cursor: pointer;
  }
  input {
    width: 20px;
    height: 20px;
    accent-color: ${({ theme }) => theme.color.primary};
  }
`;

/** The radio group; the browser's choice is shown, which the host keeps to the profile's. */
export function AppearanceSection() {
  const [chosen, choose] = useThemeChoice();
  const update = useUpdateProfile();

  const pick = (theme: ThemeChoice) => {
    choose(theme);
    update.mutate(
      { theme },
      {
        onError: (error) =>
          toast({
            title: 'Your choice is kept in this browser only',
            description: errorMessage(error),
            variant: 'destructive',
          }),
      },
    );
  };

  return (
    <Group>
      <legend>How Vintage Garage looks on your screens.</legend>
      {THEME_CHOICES.map((theme) => (
        <label key={theme}>
          <input
            type="radio"
            name="theme"
            value={theme}
            checked={chosen === theme}
            onChange={() => pick(theme)}
          />
          {LABELS[theme]}
        </label>
      ))}
    </Group>
  );
}
