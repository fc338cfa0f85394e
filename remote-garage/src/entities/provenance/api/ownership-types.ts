// The ownership shapes are the API's own (@vg/contract), their enum fields unions there.
export type { Acquisition, OwnershipInput, OwnershipPeriod } from '@vg/contract';
