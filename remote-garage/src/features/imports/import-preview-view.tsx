import type { ImportPreview, ImportRowPreview } from '@vg/contract';
import { COST_KIND_LABELS, formatDate, formatMoney, type CostKind } from '@vg/contract/rules';
import { Button, DataTable, MetaText, Stack, theme, type DataTableColumn } from '@vg/shared';
import styled from 'styled-components';
import { countsWords, rowsWord, toWrite } from './import-words';

const Refusals = styled.ul`
  margin: 0;
  padding-left: ${theme.space(3)};
  color: ${theme.color.text};
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

const columns = (unit: string): DataTableColumn<ImportRowPreview>[] => [
  { key: 'row', header: 'Row', cell: (row) => row.row, align: 'right' },
  { key: 'becomes', header: 'Becomes', cell: becomes },
  { key: 'date', header: 'Date', cell: (row) => formatDate(row.date) },
  { key: 'title', header: 'Work or title', cell: (row) => row.title || '—' },
  {
    key: 'odometer',
    header: `Odometer (${unit})`,
    cell: (row) => (row.odometer === null ? '—' : row.odometer.toLocaleString()),
    align: 'right',
  },
  {
    key: 'cost',
    header: 'Cost',
    cell: (row) => (row.cost === null ? '—' : (formatMoney(row.cost, row.currency) ?? '—')),
    align: 'right',
  },
];

interface ImportPreviewViewProps {
  preview: ImportPreview;
  odometerUnit: string;
  onDownloadRefused: () => void;
}

/** How many rows become what, the first rows as they will read, and each refused row with why. */
export function ImportPreviewView({
  preview,
  odometerUnit,
  onDownloadRefused,
}: ImportPreviewViewProps) {
  const { counts } = preview;
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
      {previewing && preview.rows.length > 0 ? (
        <Stack gap={1}>
          <MetaText>
            The first {rowsWord(preview.rows.length)} of {rowsWord(preview.rowCount)}, as they will
            read.
          </MetaText>
          <DataTable
            caption={`The first rows of ${preview.fileName}`}
            columns={columns(odometerUnit)}
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
