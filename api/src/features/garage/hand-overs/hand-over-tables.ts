import type { ColumnType, Generated } from 'kysely';

// The hand-over tables join the typed Database (migrations/20261202-0400-hand-overs.ts).

export interface HandOversTable {
  id: Generated<string>;
  vehicle_id: string;
  seller_id: string;
  code_hash: string;
  sold_on: ColumnType<Date | string, string, string>;
  include_costs: boolean;
  include_notes: boolean;
  keep_copy: boolean;
  created_at: ColumnType<Date, Date | undefined, never>;
  expires_at: ColumnType<Date, Date, Date>;
  withdrawn_at: Date | null;
  accepted_at: Date | null;
  buyer_id: string | null;
}

export interface KeptVehiclesTable {
  id: Generated<string>;
  user_id: string;
  vehicle_id: string;
  title: string;
  handed_over_on: ColumnType<Date | string, string, string>;
  history: ColumnType<unknown, string, string>;
  created_at: ColumnType<Date, Date | undefined, never>;
}

declare module '../../../db/schema.js' {
  interface Database {
    hand_overs: HandOversTable;
    kept_vehicles: KeptVehiclesTable;
  }
}
