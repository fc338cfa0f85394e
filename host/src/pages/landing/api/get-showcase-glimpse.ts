import { useQuery } from '@tanstack/react-query';
import { apiQuery, type ApiAnswer } from '@vg/shared';

/** The few showcase fields the landing page shows; the full entry belongs to the community remote. */
export interface ShowcaseGlimpseEntry {
  id: string;
  title: string;
  year: number | null;
  make: string;
  model: string;
  photoUrl: string | null;
  /** The car's public page. */
  publicPath: string | null;
}

export const SHOWCASE_GLIMPSE_SIZE = 3;

/**
 * A visitor's first screen must never show an error about a side panel: at most three entries, a
 * missing photo shown as none, and a page address that is not our own left out.
 */
export function toShowcaseGlimpse(answer: ApiAnswer<'GET /showcase'>): ShowcaseGlimpseEntry[] {
  return answer.data
    .slice(0, SHOWCASE_GLIMPSE_SIZE)
    .map(({ id, title, year, make, model, coverPhotoUrl, publicPath }) => ({
      id,
      title,
      year,
      make,
      model,
      photoUrl: coverPhotoUrl || null,
      publicPath: publicPath.startsWith('/') ? publicPath : null,
    }));
}

export function useShowcaseGlimpse() {
  return useQuery({
    ...apiQuery('GET /showcase', { query: { limit: SHOWCASE_GLIMPSE_SIZE } }),
    select: toShowcaseGlimpse,
    // A teaser is not worth the default retry backoff: a failure shows the curated-soon state
    // at once instead of a spinner for several seconds.
    retry: false,
  });
}
