// One way to write a date on every screen (docs/product.md#dates): the reader's locale, medium
// length ('3 Sept 2025' in Britain, 'Sep 3, 2025' in the US), whichever remote draws it. The rule is
// @vg/contract's, the one the API's rendered pages and emails use with the reader's negotiated
// locale, so a page the server wrote and the app taking it over say the same.
import { formatDate as formatInLocale } from '@vg/contract/rules';

/**
 * A calendar day ('2025-09-03') or a moment (an ISO instant) in the reader's locale. A calendar day
 * stays the day it names in every time zone; a moment is shown on the reader's own day. An empty or
 * unreadable value is a dash, never 'Invalid Date'.
 */
export const formatDate = (iso: string | null | undefined): string => formatInLocale(iso);
