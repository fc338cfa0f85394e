import { Button, Card, Cluster, NumberField, SelectField, TextField, theme } from '@vg/shared';
import styled from 'styled-components';
import { FieldRow } from '../../lib/form-layout';
import { formatMoney } from '../../lib/format';
import type { FieldErrors } from '@vg/shared/forms';
import { optionsOf } from '../../entities/vehicles/vehicle-labels';
import { PART_SOURCE_LABELS } from './maintenance-labels';
import { emptyPart, partsTotal, type PartValues } from './maintenance-form-values';

const PartCard = styled(Card)`
  background: ${theme.color.surfaceSunken};
  display: flex;
  flex-direction: column;
  gap: ${theme.space(1.5)};
`;

interface PartsEditorProps {
  parts: PartValues[];
  currency: string;
  errors: FieldErrors;
  onChange: (parts: PartValues[]) => void;
}

/** Parts used as line items: what, which number and brand, how many, at what cost, from where. */
export function PartsEditor({ parts, currency, errors, onChange }: PartsEditorProps) {
  const update = (key: string, patch: Partial<PartValues>) =>
    onChange(parts.map((part) => (part.key === key ? { ...part, ...patch } : part)));
  const total = partsTotal(parts);
  return (
    <>
      {parts.map((part, index) => (
        <PartCard key={part.key} role="group" aria-label={`Part ${index + 1}`}>
          <FieldRow>
            <TextField
              label="Part"
              hint="e.g. Points set, head gasket"
              value={part.description}
              error={errors[`parts.${index}.description`]}
              onChange={(event) => update(part.key, { description: event.target.value })}
            />
            <TextField
              label="Part number"
              value={part.partNumber}
              onChange={(event) => update(part.key, { partNumber: event.target.value })}
            />
            <TextField
              label="Brand"
              value={part.brand}
              onChange={(event) => update(part.key, { brand: event.target.value })}
            />
          </FieldRow>
          <FieldRow>
            <NumberField
              label="Quantity"
              min={0}
              step="any"
              value={part.quantity}
              error={errors[`parts.${index}.quantity`]}
              onChange={(event) => update(part.key, { quantity: event.target.value })}
            />
            <NumberField
              label="Unit cost"
              min={0}
              step="0.01"
              unit={currency.toUpperCase() || undefined}
              value={part.unitCost}
              onChange={(event) => update(part.key, { unitCost: event.target.value })}
            />
            <SelectField
              label="Source"
              placeholder="Not stated"
              options={optionsOf(PART_SOURCE_LABELS)}
              value={part.source}
              error={errors[`parts.${index}.source`]}
              onChange={(event) =>
                update(part.key, { source: event.target.value as PartValues['source'] })
              }
            />
          </FieldRow>
          <Cluster justify="end">
            <Button
              variant="ghost"
              size="sm"
              onClick={() => onChange(parts.filter((other) => other.key !== part.key))}
            >
              Remove part {index + 1}
            </Button>
          </Cluster>
        </PartCard>
      ))}
      <Cluster justify="between">
        <Button variant="secondary" onClick={() => onChange([...parts, emptyPart()])}>
          Add a part
        </Button>
        {total !== null ? (
          <span style={theme.type.tabularNums}>
            Parts: {formatMoney(total, currency.trim() || null)}
          </span>
        ) : null}
      </Cluster>
    </>
  );
}
