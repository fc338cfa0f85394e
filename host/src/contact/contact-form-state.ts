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

/**
 * docs/product.md#contact: submit counts as disabled until subject, message and (for guests)
 * email are filled. The button says so (aria-disabled) but stays in the Tab order, and pressing it
 * names what is missing (WCAG 2.1.1, 3.3.1).
 */
export function isContactFormFilled(values: ContactFormValues, emailRequired: boolean): boolean {
  return Object.keys(missingFields(values, emailRequired)).length === 0;
}

const MISSING_TEXT = {
  subject: 'Enter a subject',
  message: 'Write your message',
  email: 'Enter the email address we should reply to',
} as const;

/** Each empty required field with what to do about it, in the form's order. */
export function missingFields(
  values: ContactFormValues,
  emailRequired: boolean,
): Partial<Record<keyof ContactFormValues, string>> {
  const missing: Partial<Record<keyof ContactFormValues, string>> = {};
  if (values.subject.length === 0) missing.subject = MISSING_TEXT.subject;
  if (values.message.length === 0) missing.message = MISSING_TEXT.message;
  if (emailRequired && values.email.length === 0) missing.email = MISSING_TEXT.email;
  return missing;
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
  if (address === '') return required ? MISSING_TEXT.email : null;
  return EMAIL_SHAPE.test(address) ? null : 'Enter an email address like name@example.com';
}
