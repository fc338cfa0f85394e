import { SelectField, TextField, theme } from '@vg/shared';
import styled from 'styled-components';
import { VEHICLE_SORT_LABELS, VISIBILITY_SHORT_LABELS } from '@vg/contract/rules';
import type { VehicleFilters } from '../../entities/vehicles/api/list-vehicles';
import { CONDITION_LABELS, STATUS_LABELS, optionsOf } from '../../entities/vehicles/vehicle-labels';
import { isChoice } from '../../lib/record-filters';

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

/** A select's value as its filter takes it: one of the contract's values, or '' for any. */
const choice = <TValue extends string>(labels: Record<TValue, string>, value: string) =>
  isChoice(labels, value) ? value : '';

interface VehicleFiltersBarProps {
  filters: VehicleFilters;
  onChange: (filters: VehicleFilters) => void;
}

/**
 * The filters of /vehicles. Their names are the rendered garage's (docs/adr/0020), so whatever was
 * typed there before the app started is carried over into these.
 */
export function VehicleFiltersBar({ filters, onChange }: VehicleFiltersBarProps) {
  const set = (patch: Partial<VehicleFilters>) => onChange({ ...filters, ...patch });
  return (
    <Bar role="search" aria-label="Filter vehicles">
      <TextField
        label="Search"
        name="q"
        type="search"
        placeholder="Make, model, registration or number"
        value={filters.q ?? ''}
        onChange={(event) => set({ q: event.target.value })}
      />
      <SelectField
        label="Status"
        name="status"
        placeholder="Any status"
        options={optionsOf(STATUS_LABELS)}
        value={filters.status ?? ''}
        onChange={(event) => set({ status: choice(STATUS_LABELS, event.target.value) })}
      />
      <SelectField
        label="Condition"
        name="condition"
        placeholder="Any condition"
        options={optionsOf(CONDITION_LABELS)}
        value={filters.condition ?? ''}
        onChange={(event) => set({ condition: choice(CONDITION_LABELS, event.target.value) })}
      />
      <SelectField
        label="Visibility"
        name="visibility"
        placeholder="Any"
        options={optionsOf(VISIBILITY_SHORT_LABELS)}
        value={filters.visibility ?? ''}
        onChange={(event) =>
          set({ visibility: choice(VISIBILITY_SHORT_LABELS, event.target.value) })
        }
      />
      <SelectField
        label="Sort by"
        name="sort"
        options={optionsOf(VEHICLE_SORT_LABELS)}
        value={filters.sort ?? 'recent'}
        onChange={(event) =>
          set({
            sort: isChoice(VEHICLE_SORT_LABELS, event.target.value) ? event.target.value : 'recent',
          })
        }
      />
    </Bar>
  );
}
