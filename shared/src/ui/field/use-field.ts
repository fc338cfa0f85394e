import { useId, type ReactNode } from 'react';

/** What every field accepts on top of its native element's props. */
export interface FieldBaseProps {
  label: ReactNode;
  /** Help shown under the label, linked to the control with aria-describedby. */
  hint?: ReactNode;
  /** What is wrong, in words; marks the control aria-invalid and is announced. */
  error?: ReactNode;
  required?: boolean;
  id?: string;
  'aria-describedby'?: string;
}

export interface FieldIds {
  inputId: string;
  hintId: string;
  errorId: string;
}

/** Separates the field's own props from the ones passed straight to the native element. */
export function splitFieldProps<P extends FieldBaseProps>(props: P) {
  const { label, hint, error, required, id, 'aria-describedby': describedBy, ...native } = props;
  return { field: { label, hint, error, required, id, describedBy }, native };
}

type FieldConfig = ReturnType<typeof splitFieldProps>['field'];

/**
 * Ids and ARIA wiring shared by every field, so a label, a hint and an error are linked to the
 * control the same way everywhere. `extraDescriptionParts` lets a field describe its control with
 * more of its own elements (a unit suffix): each becomes the id `${inputId}-${part}`.
 */
export function useField(field: FieldConfig, extraDescriptionParts: string[] = []) {
  const generatedId = useId();
  const inputId = field.id ?? generatedId;
  const ids: FieldIds = { inputId, hintId: `${inputId}-hint`, errorId: `${inputId}-error` };
  const hasError = Boolean(field.error);
  const describedBy = [
    field.describedBy,
    field.hint ? ids.hintId : undefined,
    ...extraDescriptionParts.map((part) => `${inputId}-${part}`),
    hasError ? ids.errorId : undefined,
  ]
    .filter(Boolean)
    .join(' ');

  return {
    ids,
    controlProps: {
      id: inputId,
      required: field.required,
      'aria-invalid': hasError || undefined,
      'aria-describedby': describedBy || undefined,
    },
  };
}
