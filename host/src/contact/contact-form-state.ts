import { useState } from 'react';

export interface ContactFormValues {
  subject: string;
  message: string;
  email: string;
}

const EMPTY_FORM: ContactFormValues = { subject: '', message: '', email: '' };

/**
 * The draft lives above the dialog's content (which Radix unmounts on close), so closing the
 * dialog or a failed send never loses what the reader typed; only a successful send clears it.
 */
export function useContactFormState() {
  const [values, setValues] = useState<ContactFormValues>(EMPTY_FORM);
  const setField = (name: keyof ContactFormValues, value: string) =>
    setValues((current) => ({ ...current, [name]: value }));
  const clear = () => setValues(EMPTY_FORM);
  return { values, setField, clear };
}

/** docs/product.md#contact: submit stays disabled until subject, message and (for guests) email are filled. */
export function isContactFormFilled(values: ContactFormValues, emailRequired: boolean): boolean {
  return (
    values.subject.length > 0 &&
    values.message.length > 0 &&
    (!emailRequired || values.email.length > 0)
  );
}

/** Filled is not enough: whitespace alone is a blank subject or message (docs/product.md#contact). */
export function hasBlankSubjectOrMessage(values: ContactFormValues): boolean {
  return values.subject.trim() === '' || values.message.trim() === '';
}

// Deliberately loose: it catches typos like a missing '@' before a round trip, and leaves the
// real verdict to the server (whose field error is then shown next to the field).
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** What is wrong with the email, in words for beside the field; null when it can be sent. */
export function checkEmail(email: string, required: boolean): string | null {
  const address = email.trim();
  if (address === '') return required ? 'Enter the email address we should reply to' : null;
  return EMAIL_SHAPE.test(address) ? null : 'Enter an email address like name@example.com';
}
