import { forwardRef, type ButtonHTMLAttributes } from 'react';
import styled from 'styled-components';
import { Spinner } from '../feedback/spinner';
import {
  buttonStyles,
  type ButtonSize,
  type ButtonStyleProps,
  type ButtonVariant,
} from './button-styles';

const StyledButton = styled.button<ButtonStyleProps>`
  ${buttonStyles}
`;

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner and disables the button while an action is in flight. */
  loading?: boolean;
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant = 'primary',
    size = 'md',
    loading = false,
    disabled,
    type = 'button',
    children,
    ...rest
  },
  ref,
) {
  return (
    <StyledButton
      ref={ref}
      type={type}
      $variant={variant}
      $size={size}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading ? <Spinner size="sm" /> : null}
      {children}
    </StyledButton>
  );
});
