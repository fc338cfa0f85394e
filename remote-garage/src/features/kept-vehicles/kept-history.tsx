import { QueryView, Stack, theme } from '@vg/shared';
import styled from 'styled-components';
import { formatDate, formatMoney, formatOdometer } from '../../lib/format';
import { useKeptVehicle } from './api/get-kept-vehicle';

const Muted = styled.p`
  color: ${theme.color.textMuted};
  ${theme.type.tabularNums}
`;

type Entry = Record<string, unknown>;
const text = (entry: Entry, key: string) =>
  typeof entry[key] === 'string' ? (entry[key] as string) : null;
const number = (entry: Entry, key: string) =>
  typeof entry[key] === 'number' ? (entry[key] as number) : null;

function RecordLines({ title, entries, unit }: { title: string; entries: Entry[]; unit: string }) {
  if (entries.length === 0) return null;
  return (
    <Stack gap={1}>
      <h4>{title}</h4>
      <ul>
        {entries.map((entry, index) => {
          const odometer = number(entry, 'odometer');
          const cost = number(entry, 'totalCost') ?? number(entry, 'cost');
          return (
            <li key={index}>
              <strong>{text(entry, 'title')}</strong>
              <Muted>
                {[
                  text(entry, 'performedOn') ? formatDate(text(entry, 'performedOn')) : 'Undated',
                  odometer !== null ? formatOdometer(odometer, unit) : null,
                  cost !== null ? formatMoney(cost, text(entry, 'currency')) : null,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Muted>
              {text(entry, 'notes') ? <p>{text(entry, 'notes')}</p> : null}
            </li>
          );
        })}
      </ul>
    </Stack>
  );
}

/** A kept car's history, read-only, as it stood on the day of the sale. */
export function KeptHistory({ id }: { id: string }) {
  const kept = useKeptVehicle(id);
  return (
    <QueryView query={kept} errorTitle="The history could not be loaded">
      {({ history }) => {
        const unit = text(history.vehicle, 'odometerUnit') ?? '';
        return (
          <Stack gap={2}>
            <RecordLines title="Maintenance" entries={history.maintenance} unit={unit} />
            <RecordLines title="Modifications" entries={history.modifications} unit={unit} />
            {history.maintenance.length + history.modifications.length === 0 ? (
              <p>No records were kept with it.</p>
            ) : null}
          </Stack>
        );
      }}
    </QueryView>
  );
}
