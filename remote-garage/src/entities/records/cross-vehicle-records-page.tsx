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
import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { FilterBar } from '../../lib/filter-bar';
import type { RecordFilters } from '../../lib/record-filters';
import { errorMessage } from '@vg/shared/forms';
import { TotalsSummary } from '../../lib/totals-summary';
import { useVehicleOptions } from '../../lib/vehicle-filter-options';
import type { RecordTotals } from '../maintenance/api/maintenance-types';
import { optionsOf } from '../vehicles/vehicle-labels';
import { loadedRecords, type RecordPagesQuery } from './record-pages-query';

/** One select filter of a record kind, e.g. maintenance 'Category' or modification 'System'. */
export type RecordSelectFilter = {
  name: 'category' | 'system' | 'status';
  label: string;
  placeholder: string;
  labels: Record<string, string>;
};

type EmptyText = { title: string; description: string };

/** The texts that tell one record kind's page from another's. */
export type RecordsPageTexts = {
  title: string;
  description: string;
  filterLabel: string;
  totalsNoun: string;
  tableCaption: string;
  errorTitle: string;
  noMatch: EmptyText;
  nothingYet: EmptyText;
};

type CrossVehicleRecordsPageProps<TRecord> = {
  texts: RecordsPageTexts;
  columns: Array<DataTableColumn<TRecord>>;
  selectFilters: RecordSelectFilter[];
  useList: (filters: RecordFilters) => RecordPagesQuery<TRecord>;
  useTotals: (filters: RecordFilters) => UseQueryResult<RecordTotals>;
};

/**
 * The layout shared by /maintenance and /modifications: every record of one kind across the
 * owner's vehicles, filtered by vehicle, the kind's own selects and dates, with totals.
 */
export function CrossVehicleRecordsPage<TRecord extends { id: string }>({
  texts,
  columns,
  selectFilters,
  useList,
  useTotals,
}: CrossVehicleRecordsPageProps<TRecord>) {
  const [filters, setFilters] = useState<RecordFilters>({});
  const records = useList(filters);
  const totals = useTotals(filters);
  const vehicleOptions = useVehicleOptions();
  const rows = loadedRecords(records);
  const set = (patch: RecordFilters) => setFilters((current) => ({ ...current, ...patch }));
  const filtered = Object.values(filters).some(Boolean);

  const content = () => {
    if (records.isPending) return <LoadingState />;
    if (records.isError) {
      return (
        <ErrorState
          title={texts.errorTitle}
          message={errorMessage(records.error)}
          onRetry={() => void records.refetch()}
          action={<ButtonLink to="/vehicles">Go to your vehicles</ButtonLink>}
        />
      );
    }
    if (rows.length === 0) {
      return filtered ? (
        <EmptyState icon="search" {...texts.noMatch} />
      ) : (
        <EmptyState
          icon="wrench"
          {...texts.nothingYet}
          action={<ButtonLink to="/vehicles">Go to your vehicles</ButtonLink>}
        />
      );
    }
    return (
      <>
        <DataTable
          caption={texts.tableCaption}
          columns={columns}
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
    <PageLayout title={texts.title} description={texts.description}>
      <FilterBar role="search" aria-label={texts.filterLabel}>
        <SelectField
          label="Vehicle"
          placeholder="All vehicles"
          options={vehicleOptions}
          value={filters.vehicleId ?? ''}
          onChange={(event) => set({ vehicleId: event.target.value })}
        />
        {selectFilters.map((filter) => (
          <SelectField
            key={filter.name}
            label={filter.label}
            placeholder={filter.placeholder}
            options={optionsOf(filter.labels)}
            value={filters[filter.name] ?? ''}
            onChange={(event) => set({ [filter.name]: event.target.value })}
          />
        ))}
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
      <TotalsSummary noun={texts.totalsNoun} totals={totals.data} />
      {content()}
    </PageLayout>
  );
}
