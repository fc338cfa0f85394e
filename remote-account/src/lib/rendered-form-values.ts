// The sign-in and registration pages arrive rendered by the API as ordinary forms (docs/adr/0009,
// docs/product.md#accounts); the host keeps that copy on screen until this remote's page takes
// its place. Whatever the visitor typed into it meanwhile is carried over, so taking over the form
// loses nothing.

type Values = Record<string, string | boolean>;

/** `initial`, with each field's value from the rendered copy of the form named `label`, if any. */
export function renderedFormValues<T extends Values>(label: string, initial: T): T {
  if (typeof document === 'undefined') return initial;
  const form = document.querySelector<HTMLFormElement>(
    `[data-vg-ssr] form[aria-label="${CSS.escape(label)}"]`,
  );
  if (!form) return initial;
  const values: Values = { ...initial };
  for (const [name, fallback] of Object.entries(initial)) {
    const input = form.elements.namedItem(name);
    if (!(input instanceof HTMLInputElement)) continue;
    values[name] = typeof fallback === 'boolean' ? input.checked : input.value;
  }
  return values as T;
}
