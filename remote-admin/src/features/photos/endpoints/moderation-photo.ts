export type ModerationStatus = 'pending' | 'approved' | 'rejected';

/** A photo in the moderation queue (GET /api/v1/admin/photos). */
export interface ModerationPhoto {
  id: string;
  /** Signed addresses: an <img> cannot send the bearer token. */
  thumbUrl: string;
  displayUrl: string;
  caption: string | null;
  status: ModerationStatus;
  rejectionReason: string | null;
  createdAt: string;
  vehicle: { id: string; year: number | null; make: string; model: string; title: string };
  ownerUsername: string;
}

export const MODERATION_STATUS_LABELS: Record<ModerationStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
};

/** Every photo list, and the overview (which may count pending photos). */
export const photoQueryKeys = [['admin', 'photos'], ['admin', 'overview']] as const;
