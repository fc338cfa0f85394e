import { Type, type Static } from '@sinclair/typebox';
import { Nullable } from '../http.js';
import { StringEnum } from './common.js';

// Workshops and co-keepers (docs/product.md#workshops-and-co-keepers): a member the car's keeper
// lets in, on that one car. A workshop adds and edits its own records, photos and papers and sees
// the car's history; a co-keeper may do everything but hand the car over or delete it.

export const COLLABORATOR_ROLES = ['workshop', 'co-keeper'] as const;
export type CollaboratorRole = (typeof COLLABORATOR_ROLES)[number];

/** What the caller is to a car they can open: its keeper, or one of those let in. */
export const VEHICLE_ROLES = ['keeper', ...COLLABORATOR_ROLES] as const;
export type VehicleRole = (typeof VEHICLE_ROLES)[number];

export const BUSINESS_NAME_MAX = 80;

export const CollaboratorInput = Type.Object(
  {
    /** A member's username, or the email they signed up with. */
    member: Type.String({ minLength: 1, maxLength: 254 }),
    role: StringEnum(COLLABORATOR_ROLES),
  },
  { additionalProperties: false },
);
export type CollaboratorInput = Static<typeof CollaboratorInput>;

export const COLLABORATION_STATES = ['invited', 'active'] as const;
export type CollaborationState = (typeof COLLABORATION_STATES)[number];

/** Someone let in to a car, as its keeper (or a co-keeper) sees them. */
export const Collaborator = Type.Object({
  id: Type.String(),
  role: StringEnum(COLLABORATOR_ROLES),
  state: StringEnum(COLLABORATION_STATES),
  username: Type.String(),
  displayName: Nullable(Type.String()),
  /** The name a workshop publishes with its entries. */
  businessName: Nullable(Type.String()),
  invitedAt: Type.String(),
  acceptedAt: Nullable(Type.String()),
});
export type Collaborator = Static<typeof Collaborator>;

/** A car the caller was invited to or works on, as they see it. */
export const Collaboration = Type.Object({
  id: Type.String(),
  role: StringEnum(COLLABORATOR_ROLES),
  state: StringEnum(COLLABORATION_STATES),
  vehicleId: Type.String(),
  vehicleTitle: Type.String(),
  /** The car's keeper, who invited them. */
  keeperUsername: Type.String(),
  businessName: Nullable(Type.String()),
  invitedAt: Type.String(),
  acceptedAt: Nullable(Type.String()),
});
export type Collaboration = Static<typeof Collaboration>;

export const AcceptCollaborationInput = Type.Object(
  {
    /** A workshop's business name, as the car's history will show it to others. */
    businessName: Type.Optional(Type.String({ maxLength: BUSINESS_NAME_MAX })),
  },
  { additionalProperties: false },
);
export type AcceptCollaborationInput = Static<typeof AcceptCollaborationInput>;
