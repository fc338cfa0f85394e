export type ModerationStatus = 'pending' | 'approved' | 'rejected';

/** A photo in the moderation queue (GET /api/v1/admin/photos; the fields used here). */
export interface ModerationPhoto {
  id: string;
  vehicleId: string;
  /** Signed addresses: an <img> cannot send the bearer token. */
  thumbUrl: string;
  displayUrl: string;
  caption: string | null;
  moderationStatus: ModerationStatus;
  rejectionReason: string | null;
  createdAt: string;
  /** '1967 Jaguar E-Type Series 1'. */
  vehicleTitle: string;
  ownerUsername: string;
}

export const MODERATION_STATUS_LABELS: Record<ModerationStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
};

/** Every photo list, and the overview (which may count pending photos). */
export const photoQueryKeys = [
  ['admin', 'photos'],
  ['admin', 'overview'],
] as const;
