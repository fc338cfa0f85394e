// The public page's shapes are the API's own (@vg/contract), its records' enum fields unions there.
export type { PublicVehicleView, ShareScope } from '@vg/contract';
