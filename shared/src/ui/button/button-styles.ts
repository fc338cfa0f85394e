import { css, type DefaultTheme } from 'styled-components';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md';

export interface ButtonStyleProps {
  $variant: ButtonVariant;
  $size: ButtonSize;
}

function variantColours(theme: DefaultTheme, variant: ButtonVariant) {
  const { color } = theme;
  switch (variant) {
    case 'primary':
      return {
        fg: color.onPrimary,
        bg: color.primary,
        border: color.primary,
        hoverBg: color.primaryHover,
      };
    case 'danger':
      return {
        fg: color.onDanger,
        bg: color.danger,
        border: color.danger,
        hoverBg: color.dangerHover,
      };
    case 'secondary':
      return {
        fg: color.primary,
        bg: color.surface,
        border: color.control,
        hoverBg: color.surfaceSunken,
      };
    case 'ghost':
      return {
        fg: color.primary,
        bg: 'transparent',
        border: 'transparent',
        hoverBg: color.surfaceSunken,
      };
  }
}

/** One look for <button> and for links dressed as buttons, so both read as the same control. */
export const buttonStyles = css<ButtonStyleProps>`
  ${({ theme, $variant }) => {
    const colours = variantColours(theme, $variant);
    return css`
      color: ${colours.fg};
      background: ${colours.bg};
      border: 1px solid ${colours.border};
      &:hover:not(:disabled):not([aria-disabled='true']) {
        background: ${colours.hoverBg};
        color: ${colours.fg};
      }
    `;
  }}
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(1)};
  /* 44px / 32px: comfortable touch targets, and at least the 24px WCAG 2.2 minimum. */
  min-height: ${({ $size }) => ($size === 'sm' ? '32px' : '44px')};
  padding: ${({ theme, $size }) => ($size === 'sm' ? `0 ${theme.space(1.5)}` : `0 ${theme.space(2.5)}`)};
  border-radius: ${({ theme }) => theme.radius.sm};
  font-family: ${({ theme }) => theme.type.body};
  font-size: ${({ theme, $size }) => ($size === 'sm' ? theme.type.size.sm : theme.type.size.md)};
  font-weight: ${({ theme }) => theme.type.weight.medium};
  line-height: 1;
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;
  transition: background-color ${({ theme }) => `${theme.motion.fast} ${theme.motion.easing}`};

  &:focus-visible {
    ${({ theme }) => theme.focusRing}
  }
  &:disabled,
  &[aria-disabled='true'] {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;

/**
 * The × that closes a dialog or a toast: a quiet square that lights up under the pointer, pulled
 * into the corner by `inset` spacing units so its glyph lines up with the text beside it.
 */
export const closeButtonStyles = (size: number, inset: number) => css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${size}px;
  height: ${size}px;
  margin: -${({ theme }) => theme.space(inset)} -${({ theme }) => theme.space(inset)} 0 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: none;
  color: ${({ theme }) => theme.color.textMuted};
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.color.surfaceSunken};
    color: ${({ theme }) => theme.color.text};
  }
`;
