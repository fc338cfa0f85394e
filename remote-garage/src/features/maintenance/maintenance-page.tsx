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
import { FilterBar } from '../../lib/filter-bar';
import { formatDate, formatMoney, formatOdometer } from '../../lib/format';
import type { RecordFilters } from '../../lib/record-filters';
import { errorMessage } from '../../lib/server-errors';
import { TotalsSummary } from '../../lib/totals-summary';
import { useVehicleOptions } from '../../lib/vehicle-filter-options';
import { optionsOf } from '../vehicles/vehicle-labels';
import { useMaintenanceList } from './api/list-maintenance';
import { useMaintenanceTotals } from './api/maintenance-totals';
import type { MaintenanceRecord } from './api/maintenance-types';
import { CATEGORY_LABELS } from './maintenance-labels';

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

/** /maintenance: every record across the owner's vehicles, filtered by vehicle, category and dates, with totals. */
export function MaintenancePage() {
  const [filters, setFilters] = useState<RecordFilters>({});
  const records = useMaintenanceList(filters);
  const totals = useMaintenanceTotals(filters);
  const vehicleOptions = useVehicleOptions();
  const rows = records.data?.pages.flatMap((page) => page.data) ?? [];
  const set = (patch: RecordFilters) => setFilters((current) => ({ ...current, ...patch }));
  const filtered = Object.values(filters).some(Boolean);

  const content = () => {
    if (records.isPending) return <LoadingState />;
    if (records.isError) {
      return (
        <ErrorState
          title="The records could not be loaded"
          message={errorMessage(records.error)}
          onRetry={() => void records.refetch()}
          action={<ButtonLink to="/vehicles">Go to your vehicles</ButtonLink>}
        />
      );
    }
    if (rows.length === 0) {
      return filtered ? (
        <EmptyState
          icon="search"
          title="No record matches"
          description="Widen the dates or choose another vehicle or category."
        />
      ) : (
        <EmptyState
          icon="wrench"
          title="No maintenance logged yet"
          description="Open a vehicle and log its last service: records from every vehicle gather here."
          action={<ButtonLink to="/vehicles">Go to your vehicles</ButtonLink>}
        />
      );
    }
    return (
      <>
        <DataTable
          caption="Maintenance records"
          columns={COLUMNS}
          rows={rows}
          getRowKey={(record) => record.id}
        />
        <Pagination
          hasMore={Boolean(records.hasNextPage)}
          loading={records.isFetchingNextPage}
          onLoadMore={() => void records.fetchNextPage()}
        />
      </>
    );
  };

  return (
    <PageLayout
      title="Maintenance"
      description="Every service, repair and inspection across your garage."
    >
      <FilterBar role="search" aria-label="Filter maintenance records">
        <SelectField
          label="Vehicle"
          placeholder="All vehicles"
          options={vehicleOptions}
          value={filters.vehicleId ?? ''}
          onChange={(event) => set({ vehicleId: event.target.value })}
        />
        <SelectField
          label="Category"
          placeholder="All categories"
          options={optionsOf(CATEGORY_LABELS)}
          value={filters.category ?? ''}
          onChange={(event) => set({ category: event.target.value })}
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
      <TotalsSummary noun="Records" totals={totals.data} />
      {content()}
    </PageLayout>
  );
}
