import { useCallback, useState, type ChangeEvent, type FormEvent } from 'react';
import { splitServerError, type FieldErrors } from './server-errors';

// A mapped constraint (not Record<string, ...>) so interfaces without an index signature fit.
type FormValues<Values> = { [Key in keyof Values]: string | boolean };
type KeysOfType<Values, Type> = {
  [Key in keyof Values]: Values[Key] extends Type ? Key : never;
}[keyof Values] &
  string;

export type Validate<Values extends FormValues<Values>> = (values: Values) => FieldErrors;

/**
 * The state every account form shares: typed values that survive any failure (nothing typed is
 * lost), an error per field from our own checks or the server's `fields`, and a form-level
 * message. Editing a field clears its error, so a stale reason never sits next to a fixed value.
 */
export function useForm<Values extends FormValues<Values>>(
  initialValues: Values,
  validate?: Validate<Values>,
) {
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);

  const setValue = useCallback(
    <Name extends keyof Values & string>(name: Name, value: Values[Name]) => {
      setValues((current) => ({ ...current, [name]: value }));
      setErrors(({ [name]: _cleared, ...rest }) => rest);
    },
    [],
  );

  const textField = (name: KeysOfType<Values, string>) => ({
    name,
    value: values[name] as string,
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      setValue(name, event.target.value as Values[typeof name]),
  });

  const checkboxField = (name: KeysOfType<Values, boolean>) => ({
    name,
    checked: values[name] as boolean,
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      setValue(name, event.target.checked as Values[typeof name]),
  });

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

  const showServerError = (error: unknown) => {
    const { fields, message } = splitServerError(error, Object.keys(initialValues));
    setErrors(fields);
    setFormError(message);
  };

  return {
    values,
    errors,
    formError,
    setValue,
    setValues,
    textField,
    checkboxField,
    handleSubmit,
    showServerError,
  };
}

function focusFirstInvalidField(form: HTMLFormElement): void {
  // After React has rendered the errors, so the field is announced together with its reason.
  requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}
