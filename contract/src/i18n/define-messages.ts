// A text as code names it: an id, and the English (British) words as docs/product.md words them, an
// ICU MessageFormat pattern. The shape react-intl's `defineMessages` takes, so a remote passes these
// straight to `formatMessage`, and the API formats them with @formatjs/intl: one text, one
// catalogue entry per language, for a page the API renders and the screen that takes it over.

export interface MessageDescriptor {
  id: string;
  defaultMessage: string;
  /** For the translator: where the text is shown and what its arguments are. */
  description?: string;
}

/** A language's words for each id; an id it lacks reads English. */
export type Catalogue = Readonly<Record<string, string>>;

/**
 * Names a group of texts. An identity function by the name FormatJS's extractor looks for, so the
 * catalogue test finds these texts as it finds the screens'.
 */
export function defineMessages<const T extends Record<string, MessageDescriptor>>(messages: T): T {
  return messages;
}
