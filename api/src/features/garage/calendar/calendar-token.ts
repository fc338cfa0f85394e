import type { CalendarFeed } from '@vg/contract';
import { API_PREFIX } from '../../../http/route-table.js';

// The feed's secret is made and kept as a share link's is (share-links/share-token.ts): 32 random
// bytes, base64url, and only its SHA-256 stored.
export {
  hashShareToken as hashCalendarToken,
  newShareToken as newCalendarToken,
} from '../share-links/share-token.js';

export const calendarPath = (token: string) => `${API_PREFIX}/calendar/${token}.ics`;

/** The answer that made the address carries it; any later one only says since when it works. */
export function toCalendarFeed(
  createdAt: Date,
  token: string | null,
  publicOrigin: string,
): CalendarFeed {
  const path = token === null ? null : calendarPath(token);
  return {
    path,
    url: path === null ? null : `${publicOrigin.replace(/\/$/, '')}${path}`,
    createdAt: createdAt.toISOString(),
  };
}
