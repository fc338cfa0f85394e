import type { ReactNode } from 'react';
import { Button, useContactDialog, type ButtonVariant } from '@vg/shared';

interface ContactUsButtonProps {
  variant?: ButtonVariant;
  children?: ReactNode;
}

/** Opens the product's one Contact Us dialog from wherever a page offers it. */
export function ContactUsButton({
  variant = 'secondary',
  children = 'Contact us',
}: ContactUsButtonProps) {
  const { openContact } = useContactDialog();
  return (
    <Button variant={variant} onClick={() => openContact()}>
      {children}
    </Button>
  );
}
