import type { Db } from '../../../db/database.js';
import { unprocessable } from '../../../http/errors.js';

// What a comment may hold (docs/product.md#comments). Text is stored as written; the screens render
// its light markdown without raw HTML. New accounts are where link spam comes from, so their first
// comments may carry at most one link.

/** An account is new for its first week, or until it has written this many comments nobody hid. */
export const NEW_MEMBER_DAYS = 7;
export const NEW_MEMBER_COMMENTS = 5;
export const NEW_MEMBER_LINKS = 1;
export const TOO_MANY_LINKS =
  'New members can include at most one link in a comment. Please remove the extra links.';
export const BLANK_COMMENT = 'Write something before posting.';

const LINK = /\b(?:https?:\/\/|www\.)[^\s<>()]+/gi;

export const countLinks = (text: string) => text.match(LINK)?.length ?? 0;

/** Trims the text; 422 naming `body` when it is blank. */
export function commentText(body: string): string {
  const text = body.trim();
  if (!text) throw unprocessable({ body: BLANK_COMMENT });
  return text;
}

/** 422 when a new member's comment holds more than one link. */
export async function checkLinks(
  db: Db,
  author: { id: string; created_at: Date },
  text: string,
): Promise<void> {
  if (countLinks(text) <= NEW_MEMBER_LINKS) return;
  const ageDays = (Date.now() - author.created_at.getTime()) / 86_400_000;
  const { count } = await db
    .selectFrom('comments')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('author_id', '=', author.id)
    .where('hidden_at', 'is', null)
    .executeTakeFirstOrThrow();
  if (ageDays < NEW_MEMBER_DAYS || Number(count) < NEW_MEMBER_COMMENTS)
    throw unprocessable({ body: TOO_MANY_LINKS });
}
