import { DateField, SelectField, TextAreaField, TextField } from '@vg/shared';
import type { ValuationInput } from '@vg/contract';
import { LogForm, type LogFormProps } from '../../lib/log-form';
import { FieldRow } from '../../lib/form-layout';
import { todayIso } from '../../lib/format';
import { MoneyFields } from '../../lib/money-fields';
import { optionsOf } from '../../entities/vehicles/vehicle-labels';
import { VALUATION_KIND_LABELS } from '../../entities/costs/cost-labels';
import {
  validateValuation,
  valuesToValuationInput,
  type ValuationFormValues,
} from './valuation-form-values';

type ValuationFormProps = LogFormProps<ValuationFormValues, ValuationInput>;

/** What the car was worth, as someone said on a day. */
export function ValuationForm(props: ValuationFormProps) {
  return (
    <LogForm {...props} validate={validateValuation} toInput={valuesToValuationInput}>
      {({ field }) => (
        <>
          <FieldRow>
            <DateField label="Date" required max={todayIso()} {...field('date')} />
            <SelectField
              label="Kind"
              options={optionsOf(VALUATION_KIND_LABELS)}
              {...field('kind')}
            />
            <TextField
              label="Valued by"
              hint="e.g. the insurer, an appraiser, an auction house"
              {...field('valuedBy')}
            />
          </FieldRow>
          <MoneyFields
            amountLabel="Amount"
            amount={{ ...field('amount'), required: true }}
            currency={field('currency')}
          />
          <TextAreaField label="Note" rows={3} {...field('note')} />
        </>
      )}
    </LogForm>
  );
}
