import { Type, type Static } from '@sinclair/typebox';
import { Nullable } from '../http.js';
import { StringEnum } from './common.js';
import { Reminder } from './reminders.js';
import { VehicleSummary } from './vehicles.js';

export const DASHBOARD_RECORD_KINDS = ['maintenance', 'modification'] as const;
export type DashboardRecordKind = (typeof DASHBOARD_RECORD_KINDS)[number];

/** One line of the dashboard's latest records, maintenance or modification alike. */
export const DashboardRecord = Type.Object({
  id: Type.String(),
  kind: StringEnum(DASHBOARD_RECORD_KINDS),
  vehicleId: Type.String(),
  vehicleTitle: Type.String(),
  title: Type.String(),
  date: Nullable(Type.String()),
});
export type DashboardRecord = Static<typeof DashboardRecord>;

export const VehicleSpending = Type.Object({
  vehicleId: Type.String(),
  vehicleTitle: Type.String(),
  currency: Nullable(Type.String()),
  total: Type.Number(),
});
export type VehicleSpending = Static<typeof VehicleSpending>;

/** The garage at a glance, in one round trip. */
export const Dashboard = Type.Object({
  vehicleCount: Type.Integer(),
  vehicles: Type.Array(VehicleSummary),
  reminders: Type.Array(Reminder),
  latestRecords: Type.Array(DashboardRecord),
  spending: Type.Object({
    year: Type.Integer(),
    perVehicle: Type.Array(VehicleSpending),
  }),
});
export type Dashboard = Static<typeof Dashboard>;

/** One year's spending in one currency across the garage, and each car's part of it. */
export const GarageSpendingYear = Type.Object({
  year: Type.Integer(),
  currency: Nullable(Type.String()),
  total: Type.Number(),
  /** Every car with spending that year in that currency (the bar's segments). */
  byVehicle: Type.Array(Type.Object({ vehicleId: Type.String(), total: Type.Number() })),
});
export type GarageSpendingYear = Static<typeof GarageSpendingYear>;

/**
 * `GET /dashboard/spending`: what the garage cost per year by car and currency, never converted:
 * work, costs of keeping and fuel (docs/product.md#totals). Oldest year first.
 */
export const GarageSpending = Type.Object({
  vehicles: Type.Array(Type.Object({ id: Type.String(), title: Type.String() })),
  perYear: Type.Array(GarageSpendingYear),
});
export type GarageSpending = Static<typeof GarageSpending>;
