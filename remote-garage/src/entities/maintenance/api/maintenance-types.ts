// The garage API's maintenance answers (api/src/features/garage/records/maintenance-schemas.ts).

export type MaintenanceCategory =
  'service' | 'repair' | 'inspection' | 'restoration' | 'lay_up' | 'recommission' | 'other';
export type PerformedBy = 'owner' | 'shop' | 'specialist';
export type PartSource =
  'oem' | 'new_old_stock' | 'reproduction' | 'aftermarket' | 'used' | 'rebuilt';

export interface Part {
  id: string;
  description: string;
  partNumber: string | null;
  brand: string | null;
  quantity: number;
  unitCost: number | null;
  source: PartSource | null;
}

export interface MaintenanceRecord {
  id: string;
  vehicleId: string;
  vehicleTitle: string;
  performedOn: string;
  odometer: number | null;
  odometerUnit: string;
  category: MaintenanceCategory;
  title: string;
  notes: string | null;
  performedBy: PerformedBy;
  shopName: string | null;
  labourHours: number | null;
  partsCost: number | null;
  labourCost: number | null;
  totalCost: number | null;
  currency: string | null;
  parts: Part[];
  createdAt: string;
}

export interface MaintenanceInput {
  performedOn: string;
  odometer: number | null;
  odometerConfirmed: boolean;
  category: MaintenanceCategory;
  title: string;
  notes: string | null;
  performedBy: PerformedBy;
  shopName: string | null;
  labourHours: number | null;
  labourCost: number | null;
  currency: string | null;
  parts: Array<Omit<Part, 'id'>>;
}

export interface RecordTotals {
  count: number;
  costs: Array<{ currency: string | null; total: number }>;
}

export const MAINTENANCE_PATH = '/api/v1/maintenance';
