import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { ContactDialogControlProvider } from '@vg/shared';
import { ContactDialog } from './contact-dialog';

/**
 * Owns the one Contact Us dialog of the product and lets any page, the host's or a remote's,
 * open it through `useContactDialog()` from '@vg/shared'.
 */
export function ContactDialogHost({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const openContact = useCallback(() => setOpen(true), []);
  const control = useMemo(() => ({ openContact }), [openContact]);

  return (
    <ContactDialogControlProvider value={control}>
      {children}
      <ContactDialog open={open} onOpenChange={setOpen} />
    </ContactDialogControlProvider>
  );
}
