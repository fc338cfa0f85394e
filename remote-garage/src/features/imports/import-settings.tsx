import type { ImportField, ImportPatch, ImportPreview } from '@vg/contract';
import {
  DATE_ORDER_QUESTION,
  GARAGE_ONLY_FIELDS,
  IMPORT_FIELDS,
  IMPORT_FIELD_LABELS,
  IMPORT_TARGETS,
  IMPORT_TARGET_LABELS,
} from '@vg/contract/rules';
import { Grid, SelectField, Stack, TextField, theme } from '@vg/shared';
import { useState } from 'react';
import styled from 'styled-components';

const Columns = styled.details`
  summary {
    cursor: pointer;
    font-weight: ${theme.type.weight.medium};
    margin-bottom: ${theme.space(2)};
    min-height: 44px;
    display: flex;
    align-items: center;
  }
  summary:focus-visible {
    ${theme.focusRing}
  }
`;

interface ImportSettingsProps {
  preview: ImportPreview;
  pending: boolean;
  onChange: (patch: ImportPatch) => void;
}

const NOT_IN_FILE = '';

/**
 * How the file is read: its sheet, the day order it was asked, what its rows become, the currency
 * of costs that name none, the fuel's unit, and (for a spreadsheet) which column is which field,
 * a whole garage's file's car among them.
 * Each choice is sent at once and the preview below follows it.
 */
export function ImportSettings({ preview, pending, onChange }: ImportSettingsProps) {
  const [currency, setCurrency] = useState(preview.currency ?? '');
  const headers = preview.headers.filter(Boolean);
  // A whole garage's file has a column naming each row's car; a car's own file has none.
  const garage = preview.vehicleId === null;
  const fields = IMPORT_FIELDS.filter((field) => garage || !GARAGE_ONLY_FIELDS.includes(field));
  const columnOptions = [
    { value: NOT_IN_FILE, label: 'Not in this file' },
    ...headers.map((header) => ({ value: header, label: header })),
  ];
  const applyCurrency = () => {
    const code = currency.trim().toUpperCase();
    if (code === (preview.currency ?? '')) return;
    if (code === '' || /^[A-Z]{3}$/.test(code)) onChange({ currency: code || null });
  };
  return (
    <Stack gap={3}>
      {preview.sheets.length > 1 ? (
        <SelectField
          label="Sheet"
          value={preview.sheet ?? ''}
          disabled={pending}
          options={preview.sheets.map((sheet) => ({ value: sheet, label: sheet }))}
          onChange={(event) => onChange({ sheet: event.target.value })}
        />
      ) : null}
      {preview.dateOrderNeeded || preview.dateOrder ? (
        <SelectField
          label="Dates in this file"
          hint={DATE_ORDER_QUESTION}
          required
          placeholder="Choose one"
          value={preview.dateOrder ?? ''}
          error={preview.dateOrderNeeded ? 'Say which, so the dates can be read.' : undefined}
          disabled={pending}
          options={[
            { value: 'day-first', label: 'Day first (31/12/1998)' },
            { value: 'month-first', label: 'Month first (12/31/1998)' },
          ]}
          onChange={(event) =>
            onChange({
              dateOrder: event.target.value === 'month-first' ? 'month-first' : 'day-first',
            })
          }
        />
      ) : null}
      <Grid minColumnWidth="220px" gap={2}>
        {preview.layout === 'spreadsheet' || preview.layout === 'lubelogger-service' ? (
          <SelectField
            label="Each row becomes"
            value={preview.target ?? ''}
            disabled={pending}
            options={[
              { value: '', label: 'What its category says' },
              ...IMPORT_TARGETS.map((target) => ({
                value: target,
                label: IMPORT_TARGET_LABELS[target],
              })),
            ]}
            onChange={(event) =>
              onChange({
                target: (IMPORT_TARGETS as readonly string[]).includes(event.target.value)
                  ? (event.target.value as (typeof IMPORT_TARGETS)[number])
                  : null,
              })
            }
          />
        ) : null}
        <TextField
          label="Currency of costs that name none"
          hint="A three-letter code such as GBP."
          value={currency}
          maxLength={3}
          disabled={pending}
          onChange={(event) => setCurrency(event.target.value)}
          onBlur={applyCurrency}
          onKeyDown={(event) => {
            if (event.key === 'Enter') applyCurrency();
          }}
        />
        {preview.layout === 'lubelogger-fuel' || preview.counts.fuel > 0 ? (
          <SelectField
            label="Fuel volumes are in"
            value={preview.volumeUnit}
            disabled={pending}
            options={[
              { value: 'litre', label: 'Litres' },
              { value: 'us_gallon', label: 'US gallons' },
              { value: 'imperial_gallon', label: 'Imperial gallons' },
            ]}
            onChange={(event) =>
              onChange({ volumeUnit: event.target.value as ImportPreview['volumeUnit'] })
            }
          />
        ) : null}
      </Grid>
      {preview.layout === 'spreadsheet' ? (
        // Shut once the day and the work are found, so a phone shows the rows first.
        <Columns
          open={!preview.columns.date || !preview.columns.title || (garage && !preview.columns.car)}
        >
          <summary>Which column is which</summary>
          <Grid minColumnWidth="220px" gap={2}>
            {fields.map((field: ImportField) => (
              <SelectField
                key={field}
                label={IMPORT_FIELD_LABELS[field]}
                value={preview.columns[field] ?? NOT_IN_FILE}
                disabled={pending}
                options={columnOptions}
                onChange={(event) => onChange({ columns: { [field]: event.target.value || null } })}
              />
            ))}
          </Grid>
        </Columns>
      ) : null}
    </Stack>
  );
}
