import {
  ButtonLink,
  DataTable,
  DateField,
  EmptyState,
  ErrorState,
  LoadingState,
  PageLayout,
  Pagination,
  SelectField,
  type DataTableColumn,
} from '@vg/shared';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { formatDate, formatMoney } from '../../lib/format';
import type { RecordFilters } from '../../lib/record-filters';
import { errorMessage } from '../../lib/server-errors';
import { TotalsSummary } from '../../lib/totals-summary';
import { useVehicleOptions } from '../../lib/vehicle-filter-options';
import { FilterBar } from '../../lib/filter-bar';
import { optionsOf } from '../vehicles/vehicle-labels';
import { useModificationList } from './api/list-modifications';
import { useModificationTotals } from './api/modification-totals';
import type { Modification } from './api/modification-types';
import { MODIFICATION_STATUS_LABELS, SYSTEM_LABELS } from './modification-labels';

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

/** /modifications: every modification across the owner's vehicles, filtered, with totals. */
export function ModificationsPage() {
  const [filters, setFilters] = useState<RecordFilters>({});
  const modifications = useModificationList(filters);
  const totals = useModificationTotals(filters);
  const vehicleOptions = useVehicleOptions();
  const rows = modifications.data?.pages.flatMap((page) => page.data) ?? [];
  const set = (patch: RecordFilters) => setFilters((current) => ({ ...current, ...patch }));
  const filtered = Object.values(filters).some(Boolean);

  const content = () => {
    if (modifications.isPending) return <LoadingState />;
    if (modifications.isError) {
      return (
        <ErrorState
          title="The modifications could not be loaded"
          message={errorMessage(modifications.error)}
          onRetry={() => void modifications.refetch()}
          action={<ButtonLink to="/vehicles">Go to your vehicles</ButtonLink>}
        />
      );
    }
    if (rows.length === 0) {
      return filtered ? (
        <EmptyState
          icon="search"
          title="No modification matches"
          description="Widen the dates or choose another vehicle, system or status."
        />
      ) : (
        <EmptyState
          icon="wrench"
          title="No modifications recorded"
          description="Open a vehicle to record what differs from factory: they gather here across your garage."
          action={<ButtonLink to="/vehicles">Go to your vehicles</ButtonLink>}
        />
      );
    }
    return (
      <>
        <DataTable
          caption="Modifications"
          columns={COLUMNS}
          rows={rows}
          getRowKey={(item) => item.id}
        />
        <Pagination
          hasMore={Boolean(modifications.hasNextPage)}
          loading={modifications.isFetchingNextPage}
          onLoadMore={() => void modifications.fetchNextPage()}
        />
      </>
    );
  };

  return (
    <PageLayout
      title="Modifications"
      description="What differs from factory across your garage, in period or not."
    >
      <FilterBar role="search" aria-label="Filter modifications">
        <SelectField
          label="Vehicle"
          placeholder="All vehicles"
          options={vehicleOptions}
          value={filters.vehicleId ?? ''}
          onChange={(event) => set({ vehicleId: event.target.value })}
        />
        <SelectField
          label="System"
          placeholder="All systems"
          options={optionsOf(SYSTEM_LABELS)}
          value={filters.system ?? ''}
          onChange={(event) => set({ system: event.target.value })}
        />
        <SelectField
          label="Status"
          placeholder="Any status"
          options={optionsOf(MODIFICATION_STATUS_LABELS)}
          value={filters.status ?? ''}
          onChange={(event) => set({ status: event.target.value })}
        />
        <DateField
          label="From"
          value={filters.from ?? ''}
          onChange={(event) => set({ from: event.target.value })}
        />
        <DateField
          label="To"
          value={filters.to ?? ''}
          onChange={(event) => set({ to: event.target.value })}
        />
      </FilterBar>
      <TotalsSummary noun="Modifications" totals={totals.data} />
      {content()}
    </PageLayout>
  );
}
