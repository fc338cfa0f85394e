import type {
  ModerationState,
  OwnedPhoto as ContractOwnedPhoto,
  Photo as ContractPhoto,
  PhotoStage,
} from '@vg/contract';
import type { Narrowed } from '../../narrowed';

// The photo shapes are the API's own (@vg/contract), read with their stage as a union.
export type { PhotoStage } from '@vg/contract';
export type ModerationStatus = ModerationState;

export type Photo = Narrowed<ContractPhoto, { stage: PhotoStage | null }>;
export type OwnedPhoto = Narrowed<ContractOwnedPhoto, { stage: PhotoStage | null }>;

export const STAGE_LABELS: Record<PhotoStage, string> = {
  before: 'Before',
  during: 'During the work',
  after: 'After',
  period: 'Period photo',
};
