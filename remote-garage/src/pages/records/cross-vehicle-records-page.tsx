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
  type SelectOption,
} from '@vg/shared';
import { useState } from 'react';
import { FilterBar } from '../../lib/filter-bar';
import { isChoice, type CommonRecordFilters, type SelectName } from '../../lib/record-filters';
import { errorMessage } from '@vg/shared/forms';
import { TotalsSummary } from '../../lib/totals-summary';
import { useVehicleOptions } from '../../lib/vehicle-filter-options';
import { optionsOf } from '../../entities/vehicles/vehicle-labels';
import { useRecordList, useRecordTotals } from '../../entities/records/api/list-records';
import type { RecordKind } from '../../entities/records/api/record-kinds';
import { loadedRecords } from '../../entities/records/record-pages-query';

/** One select filter of a record kind, e.g. maintenance 'Category' or modification 'System'. */
export type RecordSelectFilter<TFilters> = {
  name: SelectName<TFilters>;
  label: string;
  placeholder: string;
  options: SelectOption[];
  /** The filters a chosen option sets: the contract's enum value, or none for the placeholder. */
  choose: (value: string) => Partial<TFilters>;
};

/** A select filter over one of the kind's enum filters, its options from their labels. */
export function selectFilter<TFilters, K extends SelectName<TFilters>>(
  _kind: RecordKind<unknown, never, TFilters>,
  name: K,
  texts: { label: string; placeholder: string },
  labels: Record<NonNullable<TFilters[K]> & string, string>,
): RecordSelectFilter<TFilters> {
  return {
    name,
    ...texts,
    options: optionsOf(labels),
    choose: (value) => {
      const patch: Partial<TFilters> = {};
      patch[name] = isChoice(labels, value) ? value : undefined;
      return patch;
    },
  };
}

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

type CrossVehicleRecordsPageProps<TRecord, TFilters> = {
  /** Its filters are all optional (none set: every record). */
  kind: RecordKind<TRecord, never, Partial<TFilters>>;
  texts: RecordsPageTexts;
  columns: Array<DataTableColumn<TRecord>>;
  selectFilters: Array<RecordSelectFilter<TFilters>>;
};

/**
 * The layout shared by /maintenance and /modifications: every record of one kind across the
 * owner's vehicles, filtered by vehicle, the kind's own selects and dates, with totals.
 */
export function CrossVehicleRecordsPage<
  TRecord extends { id: string },
  TFilters extends CommonRecordFilters,
>({ kind, texts, columns, selectFilters }: CrossVehicleRecordsPageProps<TRecord, TFilters>) {
  const [filters, setFilters] = useState<Partial<TFilters>>({});
  const records = useRecordList(kind, filters);
  const totals = useRecordTotals(kind, filters);
  const vehicleOptions = useVehicleOptions();
  const rows = loadedRecords(records);
  const set = (patch: Partial<TFilters> | CommonRecordFilters) =>
    setFilters((current) => ({ ...current, ...patch }));
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
            options={filter.options}
            value={String(filters[filter.name] ?? '')}
            onChange={(event) => set(filter.choose(event.target.value))}
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
