import type { FeedVehicle } from '@vg/contract';

/**
 * A vehicle as the public sees it (showcase entries, the feed and a member's public vehicles).
 * `publicPath` is where the host shows its public page: '/public/{vin}' or '/public/vehicle/{token}'.
 * Its name and the keeper's page come from '@vg/contract/rules' (vehicleName, memberPath), as the
 * API spells them.
 */
export type PublicVehicle = FeedVehicle;
