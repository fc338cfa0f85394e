// The share link shapes are the API's own (@vg/contract).
export type { NewShareLink, ShareLink } from '@vg/contract';
