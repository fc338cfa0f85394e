import { createContext, useContext, type ReactNode } from 'react';

/** How any page opens the host's Contact Us dialog (docs/product.md#contact: reachable from anywhere). */
export interface ContactDialogControl {
  openContact(): void;
}

export const ContactDialogContext = createContext<ContactDialogControl | null>(null);

export function ContactDialogControlProvider({
  value,
  children,
}: {
  value: ContactDialogControl;
  children: ReactNode;
}) {
  return <ContactDialogContext value={value}>{children}</ContactDialogContext>;
}

// Outside the host (a remote's stand-alone harness without the dialog) a "Contact Us" button
// should not crash the page; it says why nothing happens.
const contactDialogMissing: ContactDialogControl = {
  openContact() {
    console.warn('openContact(): no <ContactDialogControlProvider> above this component.');
  },
};

export function useContactDialog(): ContactDialogControl {
  return useContext(ContactDialogContext) ?? contactDialogMissing;
}
