import { NumberField, TextField } from '@vg/shared';
import type { ComponentProps } from 'react';
import { FieldRow } from './form-layout';

/** A field bound by useForm's `field(name)`. */
type BoundField = Omit<ComponentProps<typeof TextField>, 'label'>;

interface MoneyFieldsProps {
  amountLabel: string;
  amount: Omit<ComponentProps<typeof NumberField>, 'label'>;
  currency: BoundField;
  /** What the currency field asks for; the forms' usual words unless a form says otherwise. */
  currencyHint?: string;
}

const CURRENCY_HINT = 'Three letters, e.g. GBP, EUR, USD.';

/** An amount beside its three-letter currency; the amount shows the currency typed so far. */
export function MoneyFields({
  amountLabel,
  amount,
  currency,
  currencyHint = CURRENCY_HINT,
}: MoneyFieldsProps) {
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
