import type { ModeratedPhoto, ModerationState } from '@vg/contract';
import { overviewKeys, photoKeys } from '../../../lib/query-keys';

export type ModerationStatus = ModerationState;

/** A photo in the moderation queue (GET /api/v1/admin/photos; the fields used here). */
export type ModerationPhoto = Pick<
  ModeratedPhoto,
  | 'id'
  | 'vehicleId'
  | 'thumbUrl'
  | 'displayUrl'
  | 'caption'
  | 'moderationStatus'
  | 'rejectionReason'
  | 'createdAt'
  | 'vehicleTitle'
  | 'ownerUsername'
>;

export const MODERATION_STATUS_LABELS: Record<ModerationStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
};

/** Every photo list, and the overview (which may count pending photos). */
export const photoQueryKeys = [photoKeys.all, overviewKeys.all] as const;
