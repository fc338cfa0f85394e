import type { DataTableColumn } from '@vg/shared';
import { Link } from 'react-router-dom';
import { formatDate, formatMoney } from '../../lib/format';
import {
  CrossVehicleRecordsPage,
  selectFilter,
  type RecordsPageTexts,
} from '../records/cross-vehicle-records-page';
import { MODIFICATION_KIND } from '../../entities/records/api/record-kinds';
import type { Modification } from '../../entities/modifications/api/modification-types';
import {
  MODIFICATION_STATUS_LABELS,
  SYSTEM_LABELS,
} from '../../features/modifications/modification-labels';

const COLUMNS: Array<DataTableColumn<Modification>> = [
  {
    key: 'date',
    header: 'Date',
    cell: (item) => (item.performedOn ? formatDate(item.performedOn) : '—'),
    align: 'right',
  },
  {
    key: 'vehicle',
    header: 'Vehicle',
    cell: (item) => (
      <Link to={`/vehicles/${item.vehicleId}?tab=modifications`}>{item.vehicleTitle}</Link>
    ),
  },
  { key: 'title', header: 'Modification', cell: (item) => item.title },
  { key: 'system', header: 'System', cell: (item) => SYSTEM_LABELS[item.system] },
  { key: 'status', header: 'Status', cell: (item) => MODIFICATION_STATUS_LABELS[item.status] },
  { key: 'reversible', header: 'Reversible', cell: (item) => (item.reversible ? 'Yes' : 'No') },
  {
    key: 'cost',
    header: 'Cost',
    cell: (item) => formatMoney(item.cost, item.currency),
    align: 'right',
  },
];

const SELECT_FILTERS = [
  selectFilter(
    MODIFICATION_KIND,
    'system',
    { label: 'System', placeholder: 'All systems' },
    SYSTEM_LABELS,
  ),
  selectFilter(
    MODIFICATION_KIND,
    'status',
    { label: 'Status', placeholder: 'Any status' },
    MODIFICATION_STATUS_LABELS,
  ),
];

const TEXTS: RecordsPageTexts = {
  title: 'Modifications',
  description: 'What differs from factory across your garage, in period or not.',
  filterLabel: 'Filter modifications',
  totalsNoun: 'Modifications',
  tableCaption: 'Modifications',
  errorTitle: 'The modifications could not be loaded',
  noMatch: {
    title: 'No modification matches',
    description: 'Widen the dates or choose another vehicle, system or status.',
  },
  nothingYet: {
    title: 'No modifications recorded',
    description:
      'Open a vehicle to record what differs from factory: they gather here across your garage.',
  },
};

/** /modifications: every modification across the owner's vehicles, filtered, with totals. */
export function ModificationsPage() {
  return (
    <CrossVehicleRecordsPage
      texts={TEXTS}
      columns={COLUMNS}
      kind={MODIFICATION_KIND}
      selectFilters={SELECT_FILTERS}
    />
  );
}
