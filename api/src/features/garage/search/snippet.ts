import type { SnippetPart } from '@vg/contract';

// ts_headline marks the matching words with markers of our choosing; private-use characters no
// keyboard types, taken out of the text before it is marked. The answer is then parts of plain
// text, so nothing a paper says ever reaches a page as markup (docs/security.md).

export const MATCH_START = '\uE000';
export const MATCH_STOP = '\uE001';

/** ts_headline's options: a passage or two of up to 35 words around the matches. */
export const HEADLINE_OPTIONS =
  `StartSel=${MATCH_START}, StopSel=${MATCH_STOP}, MaxWords=35, MinWords=15, ` +
  `ShortWord=2, MaxFragments=2, FragmentDelimiter=" … "`;

/** The marked passage as parts, each with whether it is a matching word; runs of spaces made one. */
export function snippetParts(headline: string): SnippetPart[] {
  const parts: SnippetPart[] = [];
  const push = (text: string, match: boolean) => {
    if (text === '') return;
    const last = parts.at(-1);
    if (last && last.match === match) last.text += text;
    else parts.push({ text, match });
  };
  const flat = headline.replace(/\s+/gu, ' ').trim();
  for (const [index, piece] of flat.split(MATCH_START).entries()) {
    if (index === 0) {
      push(piece, false);
      continue;
    }
    const stop = piece.indexOf(MATCH_STOP);
    if (stop === -1) {
      push(piece, false);
      continue;
    }
    push(piece.slice(0, stop), true);
    push(piece.slice(stop + MATCH_STOP.length), false);
  }
  return parts;
}
