// The garage API's modification answers (api/src/features/garage/records/modification-schemas.ts).

export type ModificationSystem =
  | 'engine'
  | 'fuel'
  | 'ignition'
  | 'electrical'
  | 'cooling'
  | 'exhaust'
  | 'drivetrain'
  | 'suspension'
  | 'brakes'
  | 'steering'
  | 'wheels_tyres'
  | 'body'
  | 'paint'
  | 'interior'
  | 'safety'
  | 'comfort';
export type ModificationStatus = 'planned' | 'in_progress' | 'completed' | 'reverted';

export interface Modification {
  id: string;
  vehicleId: string;
  vehicleTitle: string;
  title: string;
  description: string | null;
  system: ModificationSystem;
  status: ModificationStatus;
  performedOn: string | null;
  inPeriod: boolean;
  reversible: boolean;
  originalRetained: boolean;
  originalLocation: string | null;
  reason: string | null;
  cost: number | null;
  currency: string | null;
  createdAt: string;
}

export type ModificationInput = Omit<
  Modification,
  'id' | 'vehicleId' | 'vehicleTitle' | 'createdAt'
>;

export const MODIFICATIONS_PATH = '/api/v1/modifications';
