import { CheckboxField, DateField, NumberField, SelectField, TextAreaField } from '@vg/shared';
import type { FuelInput } from '@vg/contract';
import { LogForm, type LogFormProps } from '../../lib/log-form';
import { FieldRow } from '../../lib/form-layout';
import { todayIso } from '../../lib/format';
import { MoneyFields } from '../../lib/money-fields';
import { optionsOf } from '../../entities/vehicles/vehicle-labels';
import { VOLUME_UNIT_LABELS, VOLUME_UNIT_SHORT } from '../../entities/costs/cost-labels';
import { validateFillUp, valuesToFuelInput, type FillUpFormValues } from './fill-up-form-values';

interface FillUpFormProps extends LogFormProps<FillUpFormValues, FuelInput> {
  odometerUnit: string;
}

/** A fill-up: when, at what reading, how much fuel in which unit, what it cost, and whether to the brim. */
export function FillUpForm(props: FillUpFormProps) {
  return (
    <LogForm {...props} validate={validateFillUp} toInput={valuesToFuelInput}>
      {({ field, checkbox, values }) => (
        <>
          <FieldRow>
            <DateField label="Date" required max={todayIso()} {...field('date')} />
            <NumberField
              label="Odometer"
              required
              min={0}
              step={1}
              unit={props.odometerUnit}
              {...field('odometer')}
            />
          </FieldRow>
          <FieldRow>
            <NumberField
              label="Volume"
              required
              min={0}
              step="0.01"
              unit={VOLUME_UNIT_SHORT[values.volumeUnit]}
              {...field('volume')}
            />
            <SelectField
              label="Unit"
              options={optionsOf(VOLUME_UNIT_LABELS)}
              {...field('volumeUnit')}
            />
          </FieldRow>
          <CheckboxField
            label="Full tank"
            hint="Economy is worked out between fill-ups to a full tank."
            {...checkbox('full')}
          />
          <MoneyFields
            amountLabel="Price"
            amount={field('totalPrice')}
            currency={field('currency')}
          />
          <TextAreaField label="Note" rows={2} {...field('note')} />
        </>
      )}
    </LogForm>
  );
}
