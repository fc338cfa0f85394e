export type PhotoStage = 'before' | 'during' | 'after' | 'period';
export type ModerationStatus = 'pending' | 'approved' | 'rejected';

/** A photo as the public sees it (api/src/features/garage/photos/photo-schemas.ts). */
export interface Photo {
  id: string;
  vehicleId: string;
  caption: string | null;
  stage: PhotoStage | null;
  position: number;
  width: number;
  height: number;
  maintenanceRecordId: string | null;
  modificationId: string | null;
  thumbUrl: string;
  displayUrl: string;
  createdAt: string;
}

/** The owner also sees where moderation stands. */
export interface OwnedPhoto extends Photo {
  moderationStatus: ModerationStatus;
  rejectionReason: string | null;
  isCover: boolean;
}

export const STAGE_LABELS: Record<PhotoStage, string> = {
  before: 'Before',
  during: 'During the work',
  after: 'After',
  period: 'Period photo',
};
