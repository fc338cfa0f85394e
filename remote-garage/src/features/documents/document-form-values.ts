import type { DocumentKind } from '@vg/contract';
import type { FieldErrors } from '@vg/shared/forms';

/** The details a paper is given on upload and changed later: the fields of both forms. */
export interface DocumentFormValues {
  kind: DocumentKind;
  title: string;
  date: string;
  note: string;
}

export const emptyDocumentValues = (): DocumentFormValues => ({
  kind: 'invoice',
  title: '',
  date: '',
  note: '',
});

/** The contract's limits (DocumentPatch), checked before sending. */
export function validateDocument(values: DocumentFormValues, titleRequired: boolean): FieldErrors {
  const errors: FieldErrors = {};
  if (titleRequired && !values.title.trim()) errors.title = 'This field is required.';
  if (values.title.trim().length > 200) errors.title = 'A title can be at most 200 characters.';
  if (values.note.trim().length > 2000) errors.note = 'A note can be at most 2000 characters.';
  return errors;
}
