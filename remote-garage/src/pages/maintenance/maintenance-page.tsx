import type { DataTableColumn } from '@vg/shared';
import { Link } from 'react-router-dom';
import { formatDate, formatMoney, formatOdometer } from '../../lib/format';
import {
  CrossVehicleRecordsPage,
  selectFilter,
  type RecordsPageTexts,
} from '../records/cross-vehicle-records-page';
import { MAINTENANCE_KIND } from '../../entities/records/api/record-kinds';
import type { MaintenanceRecord } from '../../entities/maintenance/api/maintenance-types';
import { CATEGORY_LABELS } from '../../features/maintenance/maintenance-labels';

const COLUMNS: Array<DataTableColumn<MaintenanceRecord>> = [
  { key: 'date', header: 'Date', cell: (record) => formatDate(record.performedOn), align: 'right' },
  {
    key: 'vehicle',
    header: 'Vehicle',
    cell: (record) => (
      <Link to={`/vehicles/${record.vehicleId}?tab=maintenance`}>{record.vehicleTitle}</Link>
    ),
  },
  { key: 'title', header: 'Work', cell: (record) => record.title },
  { key: 'category', header: 'Category', cell: (record) => CATEGORY_LABELS[record.category] },
  {
    key: 'odometer',
    header: 'Odometer',
    cell: (record) => formatOdometer(record.odometer, record.odometerUnit),
    align: 'right',
  },
  { key: 'parts', header: 'Parts', cell: (record) => record.parts.length, align: 'right' },
  {
    key: 'cost',
    header: 'Cost',
    cell: (record) => formatMoney(record.totalCost, record.currency),
    align: 'right',
  },
];

const SELECT_FILTERS = [
  selectFilter(
    MAINTENANCE_KIND,
    'category',
    { label: 'Category', placeholder: 'All categories' },
    CATEGORY_LABELS,
  ),
];

const TEXTS: RecordsPageTexts = {
  title: 'Maintenance',
  description: 'Every service, repair and inspection across your garage.',
  filterLabel: 'Filter maintenance records',
  totalsNoun: 'Records',
  tableCaption: 'Maintenance records',
  errorTitle: 'The records could not be loaded',
  noMatch: {
    title: 'No record matches',
    description: 'Widen the dates or choose another vehicle or category.',
  },
  nothingYet: {
    title: 'No maintenance logged yet',
    description: 'Open a vehicle and log its last service: records from every vehicle gather here.',
  },
};

/** /maintenance: every record across the owner's vehicles, filtered by vehicle, category and dates, with totals. */
export function MaintenancePage() {
  return (
    <CrossVehicleRecordsPage
      texts={TEXTS}
      columns={COLUMNS}
      kind={MAINTENANCE_KIND}
      selectFilters={SELECT_FILTERS}
    />
  );
}
