import { useQuery } from '@tanstack/react-query';
import { unwrapData } from '@vg/shared';

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

// Fetched by the default query fetcher, which GETs the key's parts joined with '/'.
export const showcaseGlimpseQueryKey = [`/api/v1/showcase?limit=${SHOWCASE_GLIMPSE_SIZE}`] as const;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function toGlimpseEntry(value: unknown): ShowcaseGlimpseEntry | null {
  if (!isRecord(value)) return null;
  const { id, title, year, make, model, coverPhotoUrl, publicPath } = value;
  if (typeof id !== 'string' || typeof title !== 'string') return null;
  return {
    id,
    title,
    year: typeof year === 'number' ? year : null,
    make: typeof make === 'string' ? make : '',
    model: typeof model === 'string' ? model : '',
    photoUrl: typeof coverPhotoUrl === 'string' && coverPhotoUrl !== '' ? coverPhotoUrl : null,
    publicPath: typeof publicPath === 'string' && publicPath.startsWith('/') ? publicPath : null,
  };
}

/**
 * A visitor's first screen must never show an error about a side panel: an answer that is not a
 * list is read as "nothing to show", and malformed entries are dropped rather than rendered.
 */
export function parseShowcaseGlimpse(body: unknown): ShowcaseGlimpseEntry[] {
  const data = unwrapData<unknown>(body);
  if (!Array.isArray(data)) return [];
  return data
    .map(toGlimpseEntry)
    .filter((entry): entry is ShowcaseGlimpseEntry => entry !== null)
    .slice(0, SHOWCASE_GLIMPSE_SIZE);
}

export function useShowcaseGlimpse() {
  return useQuery({
    queryKey: showcaseGlimpseQueryKey,
    select: parseShowcaseGlimpse,
    // A teaser is not worth the default retry backoff: a failure shows the curated-soon state
    // at once instead of a spinner for several seconds.
    retry: false,
  });
}
