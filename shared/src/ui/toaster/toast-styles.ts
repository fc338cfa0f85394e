import * as RadixToast from '@radix-ui/react-toast';
import styled, { keyframes } from 'styled-components';
import { buttonStyles, closeButtonStyles, type ButtonStyleProps } from '../button/button-styles';
import type { ToneName } from '@vg/contract/design-tokens';
import { ToastActionLink } from './toast-action-link';

// Toasts slide in from the right and leave the way they are swiped (to the right).
const slideIn = keyframes`
  from { transform: translateX(calc(100% + 24px)); }
  to { transform: translateX(0); }
`;
const slideOutRight = keyframes`
  from { transform: translateX(var(--radix-toast-swipe-end-x, 0)); }
  to { transform: translateX(calc(100% + 24px)); }
`;
const fadeIn = keyframes`from { opacity: 0; }`;
const fadeOut = keyframes`to { opacity: 0; }`;

export const Viewport = styled(RadixToast.Viewport)`
  position: fixed;
  right: 0;
  bottom: 0;
  z-index: ${({ theme }) => theme.zIndex.toast};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  width: 400px;
  max-width: 100vw;
  margin: 0;
  padding: ${({ theme }) => theme.space(3)};
  list-style: none;
  outline: none;

  ${({ theme }) => theme.media.mobile} {
    width: 100%;
    padding: ${({ theme }) => theme.space(2)};
    /* Clear of the mobile bottom navigation and the phone's home indicator. */
    bottom: calc(72px + env(safe-area-inset-bottom, 0px));
  }
`;

export const ToastRoot = styled(RadixToast.Root)<{ $tone: ToneName }>`
  display: grid;
  grid-template-columns: auto 1fr auto;
  grid-template-areas:
    'icon title close'
    'icon description close'
    'icon action close';
  column-gap: ${({ theme }) => theme.space(1.5)};
  row-gap: ${({ theme }) => theme.space(0.5)};
  align-items: start;
  padding: ${({ theme }) => theme.space(2)};
  background: ${({ theme, $tone }) => ($tone === 'neutral' ? theme.color.surface : theme.tone[$tone].bg)};
  color: ${({ theme, $tone }) => theme.tone[$tone].fg};
  border: 1px solid ${({ theme, $tone }) => theme.tone[$tone].border};
  border-left-width: 4px;
  border-left-color: ${({ theme, $tone }) => ($tone === 'neutral' ? theme.color.primary : theme.tone[$tone].fg)};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.floating};

  &[data-state='open'] {
    animation: ${slideIn} ${({ theme }) => `${theme.motion.base} ${theme.motion.easing}`};
  }
  &[data-state='closed'] {
    animation: ${fadeOut} ${({ theme }) => `${theme.motion.fast} ease-in`} forwards;
  }
  &[data-swipe='move'] {
    transform: translateX(var(--radix-toast-swipe-move-x));
  }
  &[data-swipe='cancel'] {
    transform: translateX(0);
    transition: transform ${({ theme }) => theme.motion.base} ease-out;
  }
  &[data-swipe='end'] {
    animation: ${slideOutRight} ${({ theme }) => `${theme.motion.base} ease-out`} forwards;
  }
  &:focus-visible {
    ${({ theme }) => theme.focusRing}
  }

  /* Less motion: no sliding, a plain fade (the reset shortens it further). */
  ${({ theme }) => theme.media.reducedMotion} {
    &[data-state='open'] {
      animation-name: ${fadeIn};
    }
    &[data-swipe='end'] {
      animation-name: ${fadeOut};
    }
  }

  svg {
    grid-area: icon;
    margin-top: 2px;
  }
`;

export const ToastTitle = styled(RadixToast.Title)`
  grid-area: title;
  font-weight: ${({ theme }) => theme.type.weight.bold};
  color: inherit;
`;

export const ToastDescription = styled(RadixToast.Description)`
  grid-area: description;
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.type.size.sm};
`;

export const ToastActionArea = styled.div`
  grid-area: action;
  padding-top: ${({ theme }) => theme.space(1)};
`;

export const ToastActionButton = styled.button<ButtonStyleProps>`
  ${buttonStyles}
`;

export const ToastActionAnchor = styled(ToastActionLink)<ButtonStyleProps>`
  ${buttonStyles}
`;

export const ToastCloseButton = styled(RadixToast.Close)`
  ${closeButtonStyles(32, 0.5)}
  grid-area: close;
  svg {
    grid-area: unset;
    margin: 0;
  }
`;
