import * as RadixDialog from '@radix-ui/react-dialog';
import { useRef, type RefObject } from 'react';
import type { DialogProps } from './dialog-props';
import { currentFocusOrigin, returnFocus, type FocusOrigin } from './return-focus';
import styled, { keyframes } from 'styled-components';
import { closeButtonStyles } from '../button/button-styles';
import { Icon } from '../icon/icon';

const fadeIn = keyframes`from { opacity: 0; }`;
const fadeOut = keyframes`to { opacity: 0; }`;
const fadeAndRiseIn = keyframes`from { opacity: 0; transform: translate(-50%, calc(-50% + 8px)); }`;

const Overlay = styled(RadixDialog.Overlay)`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.overlay};
  background: ${({ theme }) => theme.color.overlay};
  animation: ${fadeIn} ${({ theme }) => `${theme.motion.base} ${theme.motion.easing}`};

  &[data-state='closed'] {
    animation: ${fadeOut} ${({ theme }) => theme.motion.fast} ease-in forwards;
  }
`;

const Content = styled(RadixDialog.Content)<{ $maxWidth: string }>`
  position: fixed;
  top: 50%;
  left: 50%;
  z-index: ${({ theme }) => theme.zIndex.overlay};
  transform: translate(-50%, -50%);
  width: calc(100vw - ${({ theme }) => theme.space(4)});
  max-width: ${({ $maxWidth }) => $maxWidth};
  max-height: calc(100dvh - ${({ theme }) => theme.space(4)});
  overflow-y: auto;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(3)};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.hairline};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.floating};
  animation: ${fadeAndRiseIn} ${({ theme }) => `${theme.motion.base} ${theme.motion.easing}`};

  /* Radix keeps the dialog mounted until this exit animation ends. */
  &[data-state='closed'] {
    animation: ${fadeOut} ${({ theme }) => theme.motion.fast} ease-in forwards;
  }

  &:focus-visible {
    ${({ theme }) => theme.focusRing}
  }
  ${({ theme }) => theme.media.mobile} {
    padding: ${({ theme }) => theme.space(2)};
  }
`;

const Header = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
`;

const Title = styled(RadixDialog.Title)`
  font-size: ${({ theme }) => theme.type.size.xl};
`;

const DescriptionBox = styled.div`
  color: ${({ theme }) => theme.color.textMuted};
`;

const CloseButton = styled(RadixDialog.Close)`
  ${closeButtonStyles(44, 1)}
  flex: none;
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap-reverse;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(1)};
  padding-top: ${({ theme }) => theme.space(1)};
`;

const ignore = (event: Event) => event.preventDefault();

/** The Radix dialog itself, loaded the first time a dialog opens (see dialog.tsx). */
export default function RadixDialogView({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  maxWidth = '520px',
  dismissible = true,
  initialFocusRef,
  returnFocusRef,
  openerRef,
}: DialogProps & { openerRef?: RefObject<FocusOrigin | null> }) {
  // Radix returns focus only to its own Dialog.Trigger. Our dialogs are opened from anywhere
  // (a button, a menu, a toast action), so remember what had focus and go back there: the
  // wrapper (dialog.tsx) noted it before anything inside could take focus.
  const ownOpener = useRef<FocusOrigin | null>(null);
  const returnFocusTo = openerRef ?? ownOpener;

  const handleOpenAutoFocus = (event: Event) => {
    if (!openerRef) ownOpener.current = currentFocusOrigin();
    if (initialFocusRef?.current) {
      event.preventDefault();
      initialFocusRef.current.focus();
    }
  };

  const handleCloseAutoFocus = (event: Event) => {
    if (returnFocus(returnFocusTo.current, returnFocusRef?.current)) event.preventDefault();
  };

  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <Overlay />
        <Content
          $maxWidth={maxWidth}
          // Radix warns without a description id; undefined tells it there is deliberately none.
          {...(description ? {} : { 'aria-describedby': undefined })}
          onOpenAutoFocus={handleOpenAutoFocus}
          onCloseAutoFocus={handleCloseAutoFocus}
          onEscapeKeyDown={dismissible ? undefined : ignore}
          onPointerDownOutside={dismissible ? undefined : ignore}
          onInteractOutside={dismissible ? undefined : ignore}
        >
          <Header>
            <Title>{title}</Title>
            {dismissible ? (
              <CloseButton aria-label="Close">
                <Icon name="close" />
              </CloseButton>
            ) : null}
          </Header>
          {description ? (
            // A div, not Radix's <p>: a description may hold a list of what will be lost.
            <RadixDialog.Description asChild>
              <DescriptionBox>{description}</DescriptionBox>
            </RadixDialog.Description>
          ) : null}
          {children}
          {footer ? <Footer>{footer}</Footer> : null}
        </Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
