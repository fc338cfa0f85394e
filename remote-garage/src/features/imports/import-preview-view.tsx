import type { ImportCarCount, ImportPreview, ImportRowPreview } from '@vg/contract';
import { COST_KIND_LABELS, formatDate, formatMoney, type CostKind } from '@vg/contract/rules';
import { Button, DataTable, MetaText, Stack, theme, type DataTableColumn } from '@vg/shared';
import styled from 'styled-components';
import { countsWords, rowsWord, toWrite } from './import-words';

const Refusals = styled.ul`
  margin: 0;
  padding-left: ${theme.space(3)};
  color: ${theme.color.text};
`;

const PerCar = styled.ul`
  margin: 0;
  padding-left: ${theme.space(3)};
  display: flex;
  flex-direction: column;
  gap: ${theme.space(1)};
  overflow-wrap: anywhere;
`;

const KIND_ONE: Record<ImportRowPreview['target'], string> = {
  maintenance: 'Maintenance',
  modification: 'Modification',
  cost: 'Cost of keeping',
  fuel: 'Fill-up',
};

function becomes(row: ImportRowPreview): string {
  if (row.alreadyImported) return 'Imported already';
  if (row.target === 'cost' && row.category)
    return COST_KIND_LABELS[row.category as CostKind] ?? KIND_ONE.cost;
  return KIND_ONE[row.target];
}

/** What a whole garage's file names each car: its title, and its registration when it has one. */
const carName = (car: ImportCarCount) =>
  car.registration ? `${car.title} (${car.registration})` : car.title;

function columns(
  unit: string | null,
  cars: Map<string, ImportCarCount> | null,
): DataTableColumn<ImportRowPreview>[] {
  const carOf = (row: ImportRowPreview) => cars?.get(row.vehicleId);
  return [
    { key: 'row', header: 'Row', cell: (row) => row.row, align: 'right' },
    ...(cars
      ? [
          {
            key: 'car',
            header: 'Car',
            cell: (row: ImportRowPreview) => carOf(row)?.title ?? '—',
          },
        ]
      : []),
    { key: 'becomes', header: 'Becomes', cell: becomes },
    { key: 'date', header: 'Date', cell: (row) => formatDate(row.date) },
    { key: 'title', header: 'Work or title', cell: (row) => row.title || '—' },
    {
      key: 'odometer',
      // Each car's reading in its own unit; one car's file, in the car's.
      header: unit ? `Odometer (${unit})` : 'Odometer',
      cell: (row) =>
        row.odometer === null
          ? '—'
          : `${row.odometer.toLocaleString()}${unit ? '' : ` ${carOf(row)?.odometerUnit ?? ''}`}`,
      align: 'right',
    },
    {
      key: 'cost',
      header: 'Cost',
      cell: (row) => (row.cost === null ? '—' : (formatMoney(row.cost, row.currency) ?? '—')),
      align: 'right',
    },
  ];
}

interface ImportPreviewViewProps {
  preview: ImportPreview;
  /** The car's unit; null for a whole garage's file, whose rows show each their car's. */
  odometerUnit: string | null;
  onDownloadRefused: () => void;
}

/**
 * How many rows become what (a whole garage's file: how many go to each car), the first rows as
 * they will read, and each refused row with why.
 */
export function ImportPreviewView({
  preview,
  odometerUnit,
  onDownloadRefused,
}: ImportPreviewViewProps) {
  const { counts } = preview;
  const cars = preview.cars ? new Map(preview.cars.map((car) => [car.vehicleId, car])) : null;
  const previewing = preview.state === 'preview';
  const refusedWords = previewing
    ? 'cannot be imported'
    : counts.refused === 1
      ? 'was not imported'
      : 'were not imported';
  return (
    <Stack gap={3}>
      <p role="status">
        {toWrite(counts) === 0
          ? 'Nothing new to add.'
          : `${previewing ? 'Will add' : 'Added'}: ${countsWords(counts)}.`}
        {counts.alreadyImported > 0 && previewing
          ? ` ${rowsWord(counts.alreadyImported)} imported already will not be added again.`
          : ''}
        {counts.refused > 0 ? ` ${rowsWord(counts.refused)} ${refusedWords}.` : ''}
      </p>
      {preview.cars && preview.cars.length > 0 ? (
        <Stack gap={1}>
          <h3>{previewing ? 'Rows for each car' : 'Rows each car was given'}</h3>
          <PerCar aria-label="Rows for each car">
            {preview.cars.map((car) => (
              <li key={car.vehicleId}>
                <strong>{carName(car)}</strong>: {rowsWord(car.rows)}
                {car.alreadyImported > 0
                  ? ` (${rowsWord(car.alreadyImported)} imported already)`
                  : ''}
              </li>
            ))}
          </PerCar>
        </Stack>
      ) : null}
      {preview.cars?.length === 0 && previewing ? (
        <p>No row names a car of your garage: check which column names each row&apos;s car.</p>
      ) : null}
      {previewing && preview.rows.length > 0 ? (
        <Stack gap={1}>
          <MetaText>
            The first {rowsWord(preview.rows.length)} of {rowsWord(preview.rowCount)}, as they will
            read.
          </MetaText>
          <DataTable
            caption={`The first rows of ${preview.fileName}`}
            columns={columns(odometerUnit, cars)}
            rows={preview.rows}
            getRowKey={(row) => String(row.row)}
          />
        </Stack>
      ) : null}
      {preview.refused.length > 0 ? (
        <Stack gap={1}>
          <h3>{previewing ? 'Rows that cannot be imported' : 'Rows not imported'}</h3>
          <Refusals>
            {preview.refused.map((refused) => (
              <li key={refused.row}>{refused.reason}</li>
            ))}
          </Refusals>
          {counts.refused > preview.refused.length ? (
            <MetaText>And {rowsWord(counts.refused - preview.refused.length)} more.</MetaText>
          ) : null}
          <div>
            <Button variant="secondary" onClick={onDownloadRefused}>
              Download the refused rows (CSV)
            </Button>
          </div>
        </Stack>
      ) : null}
    </Stack>
  );
}
