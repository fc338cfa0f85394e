import type {
  ModificationStatus,
  ModificationSystem,
} from '../../entities/modifications/api/modification-types';

export const SYSTEM_LABELS: Record<ModificationSystem, string> = {
  engine: 'Engine',
  fuel: 'Fuel',
  ignition: 'Ignition',
  electrical: 'Electrical',
  cooling: 'Cooling',
  exhaust: 'Exhaust',
  drivetrain: 'Drivetrain',
  suspension: 'Suspension',
  brakes: 'Brakes',
  steering: 'Steering',
  wheels_tyres: 'Wheels and tyres',
  body: 'Body',
  paint: 'Paint',
  interior: 'Interior',
  safety: 'Safety',
  comfort: 'Comfort',
};

export const MODIFICATION_STATUS_LABELS: Record<ModificationStatus, string> = {
  planned: 'Planned',
  in_progress: 'In progress',
  completed: 'Completed',
  reverted: 'Reverted',
};
