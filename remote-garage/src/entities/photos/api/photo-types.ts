import type { PhotoStage } from '@vg/contract';

// The photo shapes are the API's own (@vg/contract), their stage a union there.
export type { OwnedPhoto, Photo, PhotoStage } from '@vg/contract';

export const STAGE_LABELS: Record<PhotoStage, string> = {
  before: 'Before',
  during: 'During the work',
  after: 'After',
  period: 'Period photo',
};
