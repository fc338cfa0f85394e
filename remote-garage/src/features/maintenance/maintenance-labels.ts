import type {
  MaintenanceCategory,
  PartSource,
  PerformedBy,
} from '../../entities/maintenance/api/maintenance-types';

export const CATEGORY_LABELS: Record<MaintenanceCategory, string> = {
  service: 'Service',
  repair: 'Repair',
  inspection: 'Inspection',
  restoration: 'Restoration',
  lay_up: 'Lay-up',
  recommission: 'Recommission',
  other: 'Other',
};

export const PERFORMED_BY_LABELS: Record<PerformedBy, string> = {
  owner: 'Myself',
  shop: 'A garage or shop',
  specialist: 'A marque specialist',
};

export const PART_SOURCE_LABELS: Record<PartSource, string> = {
  oem: 'OEM (original maker)',
  new_old_stock: 'New old stock',
  reproduction: 'Reproduction',
  aftermarket: 'Aftermarket',
  used: 'Used',
  rebuilt: 'Rebuilt or reconditioned',
};
