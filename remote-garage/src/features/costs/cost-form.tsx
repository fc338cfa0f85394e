import { DateField, SelectField, TextAreaField } from '@vg/shared';
import type { CostInput } from '@vg/contract';
import { LogForm, type LogFormProps } from '../../lib/log-form';
import { FieldRow } from '../../lib/form-layout';
import { todayIso } from '../../lib/format';
import { MoneyFields } from '../../lib/money-fields';
import { optionsOf } from '../../entities/vehicles/vehicle-labels';
import { COST_KIND_LABELS, RECURRENCE_LABELS } from '../../entities/costs/cost-labels';
import { validateCost, valuesToCostInput, type CostFormValues } from './cost-form-values';

type CostFormProps = LogFormProps<CostFormValues, CostInput>;

/** A cost of keeping: what for, when, how much in which currency, and whether it comes round again. */
export function CostForm(props: CostFormProps) {
  return (
    <LogForm {...props} validate={validateCost} toInput={valuesToCostInput}>
      {({ field }) => (
        <>
          <FieldRow>
            <SelectField label="Kind" options={optionsOf(COST_KIND_LABELS)} {...field('kind')} />
            <DateField label="Date" required max={todayIso()} {...field('date')} />
            <SelectField
              label="Repeats"
              hint="A yearly or monthly cost sets a reminder to renew it."
              options={optionsOf(RECURRENCE_LABELS)}
              {...field('recurrence')}
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
