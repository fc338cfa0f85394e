import { forwardRef } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import styled from 'styled-components';
import {
  buttonStyles,
  type ButtonSize,
  type ButtonStyleProps,
  type ButtonVariant,
} from './button-styles';

const StyledLink = styled(Link)<ButtonStyleProps>`
  ${buttonStyles}
`;

export interface ButtonLinkProps extends LinkProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

/** Navigation that looks like a button (a real link: middle-click and "open in new tab" work). */
export const ButtonLink = forwardRef<HTMLAnchorElement, ButtonLinkProps>(function ButtonLink(
  { variant = 'primary', size = 'md', ...rest },
  ref,
) {
  return <StyledLink ref={ref} $variant={variant} $size={size} {...rest} />;
});
