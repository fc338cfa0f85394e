// What each member with a role on a car may do there (docs/product.md#workshops-and-co-keepers), as
// data: the screens hide what a role may not do, by the same rules the API checks on every request
// (api/src/features/garage/common/vehicle-access.ts). Plain names, no schema, so a remote bundles it.

/** The caller's role on a car: its keeper, or one it let in. */
export type VehicleAccessRole = 'keeper' | 'workshop' | 'co-keeper';

export const VEHICLE_ACTIONS = [
  /** See the car's overview, records, photos, papers and keeper periods. */
  'see',
  /** Add maintenance records, modifications, photos and papers, and change one's own. */
  'add-entries',
  /** Change or delete entries someone else recorded. */
  'change-any-entry',
  /** The particulars and the visibility. */
  'edit-particulars',
  /** Keeper periods: add, change, delete. */
  'edit-provenance',
  'share-links',
  'dossiers',
  /** Costs, fill-ups, valuations and condition reports. */
  'keeping-logs',
  'reminders',
  'import',
  /** Who works on the car, read. */
  'see-collaborators',
  /** Invite, revoke. */
  'invite',
  'hand-over',
  'delete-vehicle',
] as const;
export type VehicleAction = (typeof VEHICLE_ACTIONS)[number];

const WORKSHOP: readonly VehicleAction[] = ['see', 'add-entries'];
const KEEPER_ONLY: readonly VehicleAction[] = ['invite', 'hand-over', 'delete-vehicle'];

export const VEHICLE_ROLE_ACTIONS: Readonly<Record<VehicleAccessRole, readonly VehicleAction[]>> = {
  keeper: VEHICLE_ACTIONS,
  'co-keeper': VEHICLE_ACTIONS.filter((action) => !KEEPER_ONLY.includes(action)),
  workshop: WORKSHOP,
};

/** Whether a role may do the action; a car without a role named is its keeper's. */
export const mayOnVehicle = (role: VehicleAccessRole | undefined, action: VehicleAction) =>
  VEHICLE_ROLE_ACTIONS[role ?? 'keeper'].includes(action);

/** The message the API gives a workshop for anything beyond its part. */
export const ONLY_KEEPERS_MESSAGE = "Only the car's keeper or a co-keeper can do that.";

/** The roles a keeper can give, in the order the invite form offers them. */
export const INVITABLE_ROLES = ['workshop', 'co-keeper'] as const;

/** A workshop's business name, as the car's history shows it beside its entries. */
export const BUSINESS_NAME_MAX_LENGTH = 80;
