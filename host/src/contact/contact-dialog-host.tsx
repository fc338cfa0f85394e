import { lazy, Suspense, useCallback, useMemo, useState, type ReactNode } from 'react';
import { ContactDialogControlProvider } from '@vg/shared';

// The form loads with the first Contact Us, not with every first page (docs/adr/0012: the
// landing page's JavaScript budget); once loaded it stays mounted, so closing animates and
// focus returns as before.
const ContactDialog = lazy(async () => ({
  default: (await import('./contact-dialog')).ContactDialog,
}));

/**
 * Owns the one Contact Us dialog of the product and lets any page, the host's or a remote's,
 * open it through `useContactDialog()` from '@vg/shared'.
 */
export function ContactDialogHost({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const openContact = useCallback(() => {
    setWanted(true);
    setOpen(true);
  }, []);
  const control = useMemo(() => ({ openContact }), [openContact]);

  return (
    <ContactDialogControlProvider value={control}>
      {children}
      {wanted && (
        <Suspense fallback={null}>
          <ContactDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </ContactDialogControlProvider>
  );
}
