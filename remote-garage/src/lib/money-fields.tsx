import { NumberField, TextField } from '@vg/shared';
import type { ComponentProps } from 'react';
import { FieldRow } from './form-layout';

/** A field bound by useForm's `field(name)`. */
type BoundField = Omit<ComponentProps<typeof TextField>, 'label'>;

interface MoneyFieldsProps {
  amountLabel: string;
  amount: Omit<ComponentProps<typeof NumberField>, 'label'>;
  currency: BoundField;
  currencyHint: string;
}

/** An amount beside its three-letter currency; the amount shows the currency typed so far. */
export function MoneyFields({ amountLabel, amount, currency, currencyHint }: MoneyFieldsProps) {
  return (
    <FieldRow>
      <NumberField
        label={amountLabel}
        min={0}
        step="0.01"
        unit={String(currency.value ?? '').toUpperCase() || undefined}
        {...amount}
      />
      <TextField label="Currency" hint={currencyHint} maxLength={3} {...currency} />
    </FieldRow>
  );
}
