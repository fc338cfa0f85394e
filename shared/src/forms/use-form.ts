import { useCallback, useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import type { FormDraft } from './use-form-draft';
import { splitServerError, type FieldErrors } from './server-errors';

export type Validate<Values> = (values: Values) => FieldErrors;

type KeysOfType<Values, Type> = {
  [Key in keyof Values]: Values[Key] extends Type ? Key : never;
}[keyof Values] &
  string;
type ControlEvent = ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>;

export interface FormOptions<Values> {
  initialValues: Values;
  /** Our own checks, run before submit; the server's reasons arrive through showServerError. */
  validate?: Validate<Values>;
  /**
   * A local draft (`useFormDraft('vehicle:new')`): the values then survive a reload, written as
   * soon as the signed-in member changes something. Without it, no draft.
   */
  draft?: FormDraft<Values>;
  /**
   * A form opened in place by a button (Log maintenance, Add reminder): its first field takes the
   * focus when it appears, or the keyboard would start over from the top of the page (WCAG 2.4.3).
   */
  focusFirstField?: boolean;
}

/**
 * The state of every form in every remote: typed values that survive any failure (nothing typed is
 * lost), an error per field from our own checks or the server's `fields`, and a form-level
 * message. Editing a field clears its error (and its nested ones), so a stale reason never sits
 * next to a fixed value.
 */
export function useForm<Values extends object>({
  initialValues,
  validate,
  draft,
  focusFirstField = false,
}: FormOptions<Values>) {
  const [restored] = useState(() => draft?.read() ?? null);
  const [values, setValues] = useState<Values>(() =>
    restored ? { ...initialValues, ...restored } : initialValues,
  );
  const [draftRestored, setDraftRestored] = useState(restored !== null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const touched = useRef(restored !== null);
  const formRef = useRef<HTMLFormElement | null>(null);
  // On opening only: a later render must not pull the focus back from where the member moved it.
  const [focusOnOpen] = useState(focusFirstField);
  useEffect(() => {
    if (focusOnOpen) formRef.current?.querySelector<HTMLElement>(FIELDS)?.focus();
  }, [focusOnOpen]);

  // The session may still be verifying on the first render: restore the draft once we know whose it is.
  useEffect(() => {
    if (!draft || touched.current) return;
    const saved = draft.read();
    if (!saved) return;
    touched.current = true;
    setValues((current) => ({ ...current, ...saved }));
    setDraftRestored(true);
  }, [draft]);
  useEffect(() => {
    if (draft && touched.current) draft.write(values);
  }, [draft, values]);

  const setValue = useCallback(<Name extends keyof Values>(name: Name, value: Values[Name]) => {
    touched.current = true;
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => {
      const rest = { ...current };
      for (const key of Object.keys(rest))
        if (key === name || key.startsWith(`${String(name)}.`)) delete rest[key];
      return rest;
    });
  }, []);

  /** Props for a text, number, date or select field bound to `name`. */
  const field = (name: KeysOfType<Values, string>) => ({
    name,
    value: values[name] as string,
    error: errors[name],
    onChange: (event: ControlEvent) => setValue(name, event.target.value as Values[typeof name]),
  });

  /** Props for a checkbox bound to `name`. */
  const checkbox = (name: KeysOfType<Values, boolean>) => ({
    name,
    checked: values[name] as boolean,
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      setValue(name, event.target.checked as Values[typeof name]),
  });

  const discardDraft = useCallback(() => {
    draft?.clear();
    touched.current = false;
    setValues(initialValues);
    setDraftRestored(false);
    setErrors({});
  }, [draft, initialValues]);

  /** Runs `validate` first; `submit` only sees values that passed it. */
  const handleSubmit =
    (submit: (values: Values) => void) => (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const problems = validate?.(values) ?? {};
      setErrors(problems);
      setFormError(null);
      if (Object.keys(problems).length > 0) {
        focusFirstInvalidField(event.currentTarget);
        return;
      }
      submit(values);
    };

  /**
   * `handleSubmit` for a save to the server: runs `save` with the checked values; once it went
   * through the draft is done with, and a refusal puts the server's reasons next to their fields.
   */
  const handleSave = (save: (values: Values) => Promise<unknown>) =>
    handleSubmit(async (checked) => {
      try {
        await save(checked);
        markSaved();
      } catch (error) {
        showServerError(error);
      }
    });

  /**
   * Puts the server's reasons next to their fields and keeps the rest as `formError`, which it
   * also returns (null when every reason found its field), for a form that says it elsewhere.
   */
  const showServerError = (error: unknown): string | null => {
    const { fields, message } = splitServerError(error, Object.keys(initialValues));
    setErrors(fields);
    setFormError(message);
    if (formRef.current) focusFirstInvalidField(formRef.current);
    return message;
  };

  /** The save went through: the draft has done its job. */
  const markSaved = () => {
    draft?.clear();
    touched.current = false;
    setDraftRestored(false);
  };

  return {
    values,
    errors,
    formError,
    draftRestored,
    formRef,
    setValue,
    setValues,
    setErrors,
    field,
    checkbox,
    handleSubmit,
    handleSave,
    showServerError,
    discardDraft,
    markSaved,
  };
}

const FIELDS = ['input:not([type="hidden"])', 'select', 'textarea']
  .map((control) => `${control}:not(:disabled)`)
  .join(', ');

function focusFirstInvalidField(form: HTMLFormElement): void {
  // After React has rendered the errors, so the field is announced together with its reason.
  requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}
