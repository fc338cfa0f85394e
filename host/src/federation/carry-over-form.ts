// A form the server rendered (the sign-in and registration pages, docs/adr/0009) is used before the
// app has started. When the remote page takes its place, whatever the visitor typed so far, and the
// field they were typing in, go with it: nothing typed is lost and typing goes on where it was.

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const FIELDS = 'input[name]:not([type=hidden]), textarea[name], select[name]';

/** The same field in `page`: in the form of the same accessible name, by its `name`. */
function twinOf(field: Field, page: HTMLElement): Field | null {
  const formName = field.form?.getAttribute('aria-label');
  const scope = formName
    ? page.querySelector<HTMLFormElement>(`form[aria-label="${CSS.escape(formName)}"]`)
    : page;
  return scope?.querySelector<Field>(`[name="${CSS.escape(field.name)}"]`) ?? null;
}

/**
 * Sets `value` as typing would, so a React-controlled field's onChange sees it (React ignores a
 * plain `.value =`: it compares against the value it last set through the prototype's setter).
 */
function typeInto(field: Field, value: string): void {
  const prototype = Object.getPrototypeOf(field) as object;
  const setter = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
  setter?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  field.dispatchEvent(new Event('change', { bubbles: true }));
}

/**
 * Copies each field of the server's copy into its twin in the remote page. Answers the twin of the
 * field that has focus, to be focused once the remote page is on screen.
 */
export function carryOverForm(serverCopy: HTMLElement, page: HTMLElement): Field | null {
  let focused: Field | null = null;
  for (const field of serverCopy.querySelectorAll<Field>(FIELDS)) {
    const twin = twinOf(field, page);
    if (!twin) continue;
    if (
      field instanceof HTMLInputElement &&
      (field.type === 'checkbox' || field.type === 'radio')
    ) {
      if (twin instanceof HTMLInputElement && twin.checked !== field.checked) twin.click();
    } else if (twin.value !== field.value) {
      typeInto(twin, field.value);
    }
    if (field === document.activeElement) focused = twin;
  }
  return focused;
}

/** Focuses `field` with its caret at the end of what was typed. */
export function focusAtEnd(field: HTMLElement): void {
  field.focus({ preventScroll: true });
  if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) {
    try {
      field.setSelectionRange(field.value.length, field.value.length);
    } catch {
      // Some input types (email, number) have no caret to place.
    }
  }
}
