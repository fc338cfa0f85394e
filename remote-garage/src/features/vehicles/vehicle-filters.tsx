import { SelectField, TextField, theme } from '@vg/shared';
import styled from 'styled-components';
import type { VehicleFilters } from '../../entities/vehicles/api/list-vehicles';
import { CONDITION_LABELS, STATUS_LABELS, optionsOf } from '../../entities/vehicles/vehicle-labels';

const Bar = styled.div`
  display: grid;
  grid-template-columns: minmax(14rem, 2fr) repeat(4, minmax(9rem, 1fr));
  gap: ${theme.space(2)};
  align-items: end;

  ${theme.media.mobile} {
    grid-template-columns: 1fr 1fr;
    & > :first-child {
      grid-column: 1 / -1;
    }
  }
`;

const SORT_OPTIONS = [
  { value: 'recent', label: 'Recently added' },
  { value: 'name', label: 'Make and model' },
  { value: 'year', label: 'Oldest first' },
];

interface VehicleFiltersBarProps {
  filters: VehicleFilters;
  onChange: (filters: VehicleFilters) => void;
}

export function VehicleFiltersBar({ filters, onChange }: VehicleFiltersBarProps) {
  const set = (patch: Partial<VehicleFilters>) => onChange({ ...filters, ...patch });
  return (
    <Bar role="search" aria-label="Filter vehicles">
      <TextField
        label="Search"
        type="search"
        placeholder="Make, model, registration or number"
        value={filters.q ?? ''}
        onChange={(event) => set({ q: event.target.value })}
      />
      <SelectField
        label="Status"
        placeholder="Any status"
        options={optionsOf(STATUS_LABELS)}
        value={filters.status ?? ''}
        onChange={(event) => set({ status: event.target.value as VehicleFilters['status'] })}
      />
      <SelectField
        label="Condition"
        placeholder="Any condition"
        options={optionsOf(CONDITION_LABELS)}
        value={filters.condition ?? ''}
        onChange={(event) => set({ condition: event.target.value as VehicleFilters['condition'] })}
      />
      <SelectField
        label="Visibility"
        placeholder="Any"
        options={[
          { value: 'private', label: 'Private' },
          { value: 'unlisted', label: 'Unlisted' },
          { value: 'public', label: 'Public' },
        ]}
        value={filters.visibility ?? ''}
        onChange={(event) =>
          set({ visibility: event.target.value as VehicleFilters['visibility'] })
        }
      />
      <SelectField
        label="Sort by"
        options={SORT_OPTIONS}
        value={filters.sort ?? 'recent'}
        onChange={(event) => set({ sort: event.target.value as VehicleFilters['sort'] })}
      />
    </Bar>
  );
}
