import type { ColumnType, Generated } from 'kysely';
import type { CollaboratorRole } from '@vg/contract';

// The collaborators' table joins the typed Database (migrations/20261202-0900-collaborators.ts).

export type AccessEnded = 'revoked' | 'left' | 'declined' | 'handed-over';

export interface VehicleCollaboratorsTable {
  id: Generated<string>;
  vehicle_id: string;
  member_id: string;
  role: CollaboratorRole;
  invited_by: string | null;
  invited_at: ColumnType<Date, Date | undefined, never>;
  accepted_at: Date | null;
  business_name: string | null;
  ended_at: Date | null;
  ended_why: AccessEnded | null;
}

declare module '../../../db/schema.js' {
  interface Database {
    vehicle_collaborators: VehicleCollaboratorsTable;
  }
}
