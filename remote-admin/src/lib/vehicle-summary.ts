import type { FeedVehicle } from '@vg/contract';

/**
 * How the public lists describe a vehicle (showcase entries, a member's public vehicles). Its name,
 * public page and keeper's page come from '@vg/contract/rules' (vehicleName, publicVehiclePath,
 * memberPath), as the API and the community spell them.
 */
export type VehicleSummary = FeedVehicle;
