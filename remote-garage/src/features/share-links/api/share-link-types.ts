import type { ShareScope } from '../../../entities/public-vehicle/api/public-vehicle-types';

/** The garage API's share link (api/src/features/garage/share-links/share-link-schemas.ts). */
export interface ShareLink {
  id: string;
  vehicleId: string;
  label: string | null;
  scope: ShareScope;
  createdAt: string;
  revokedAt: string | null;
}

/** Only the answer that creates (or rotates) a link carries its token. */
export interface NewShareLink extends ShareLink {
  token: string;
  path: string;
}
