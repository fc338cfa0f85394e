// A tiny HTML builder for the server-rendered public pages: every interpolated value is escaped
// unless it is already Html, so a car's name or a keeper's bio can never become markup.
import escapeHtml from 'escape-html';

export class Html {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

type Part = Html | string | number | null | undefined | false | readonly Part[];

function render(part: Part): string {
  if (part === null || part === undefined || part === false) return '';
  if (part instanceof Html) return part.value;
  if (Array.isArray(part)) return part.map(render).join('');
  return escapeHtml(String(part));
}

/** html`<p>${text}</p>`: text escaped, nested html`` kept, arrays joined, null and false left out. */
export function html(strings: TemplateStringsArray, ...parts: Part[]): Html {
  let out = strings[0] ?? '';
  parts.forEach((part, index) => {
    out += render(part) + (strings[index + 1] ?? '');
  });
  return new Html(out);
}

/**
 * A data block (`<script type="application/json">`, `application/ld+json`): never executed, so the
 * content security policy needs no exception. `<` is escaped so no value can close the element.
 */
export const dataScript = (type: string, data: unknown, id?: string) =>
  new Html(
    `<script type="${type}"${id ? ` id="${escapeHtml(id)}"` : ''}>${JSON.stringify(data)
      .replace(/</g, '\\u003c')
      .replace(/\u2028/g, '\\u2028')
      .replace(/\u2029/g, '\\u2029')}</script>`,
  );
