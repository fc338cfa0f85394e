import {
  CheckboxField,
  DateField,
  Icon,
  NumberField,
  SelectField,
  TextAreaField,
  TextField,
} from '@vg/shared';
import { DraftNotice } from '../../lib/draft-notice';
import { FormFooter, type FormActionProps } from '../../lib/form-footer';
import { MoneyFields } from '../../lib/money-fields';
import { FieldRow, Fieldset, FormStack, WarningNote } from '../../lib/form-layout';
import { todayIso } from '../../lib/format';
import { PRIVATE_NOTES_HINT } from '../../lib/private-notes';
import { useForm, useFormDraft } from '@vg/shared/forms';
import { optionsOf } from '../../entities/vehicles/vehicle-labels';
import type { MaintenanceInput } from '../../entities/maintenance/api/maintenance-types';
import { CATEGORY_LABELS, PERFORMED_BY_LABELS } from './maintenance-labels';
import {
  validateMaintenance,
  valuesToMaintenanceInput,
  type MaintenanceFormValues,
} from './maintenance-form-values';
import { PartsEditor } from './parts-editor';

interface MaintenanceFormProps extends FormActionProps {
  draftKey: string;
  initialValues: MaintenanceFormValues;
  odometerUnit: string;
  /** The form's own name for assistive technology, e.g. 'Log maintenance'. */
  label: string;
  onSubmit: (input: MaintenanceInput) => Promise<unknown>;
}

/** One entry in the logbook: when, at what reading, what was done, by whom, with which parts, at what cost. */
export function MaintenanceForm(props: MaintenanceFormProps) {
  const form = useForm<MaintenanceFormValues>({
    draft: useFormDraft(props.draftKey),
    initialValues: props.initialValues,
    validate: validateMaintenance,
    focusFirstField: true,
  });
  const { values, errors, field, setValue } = form;
  // The server's odometer warning can be confirmed; any other odometer problem must be fixed.
  const odometerWarning = errors.odometer && /^(Lower|Higher) than/.test(errors.odometer);

  const submit = form.handleSave((typed) => props.onSubmit(valuesToMaintenanceInput(typed)));

  return (
    <FormStack ref={form.formRef} onSubmit={submit} noValidate aria-label={props.label}>
      <DraftNotice visible={form.draftRestored} onDiscard={form.discardDraft} />
      <Fieldset>
        <legend>The work</legend>
        <FieldRow>
          <DateField label="Date" required max={todayIso()} {...field('performedOn')} />
          <NumberField
            label="Odometer"
            min={0}
            step={1}
            unit={props.odometerUnit}
            {...field('odometer')}
            onChange={(event) => {
              setValue('odometer', event.target.value);
              setValue('odometerConfirmed', false);
            }}
          />
          <SelectField
            label="Category"
            options={optionsOf(CATEGORY_LABELS)}
            {...field('category')}
          />
        </FieldRow>
        {odometerWarning || values.odometerConfirmed ? (
          <WarningNote>
            <Icon name="warning" />
            <CheckboxField
              label="The reading is right (the odometer was changed, repaired or rolled over)"
              checked={values.odometerConfirmed}
              onChange={(event) => setValue('odometerConfirmed', event.target.checked)}
            />
          </WarningNote>
        ) : null}
        <TextField
          label="Title"
          required
          hint="e.g. Annual service, rebuilt the SU carburettors"
          {...field('title')}
        />
        <TextAreaField label="Notes" rows={4} hint={PRIVATE_NOTES_HINT} {...field('notes')} />
      </Fieldset>

      <Fieldset>
        <legend>Who did it</legend>
        <FieldRow>
          <SelectField
            label="Done by"
            options={optionsOf(PERFORMED_BY_LABELS)}
            {...field('performedBy')}
          />
          {values.performedBy !== 'owner' ? (
            <TextField
              label={values.performedBy === 'shop' ? 'Shop name' : 'Specialist'}
              required
              {...field('shopName')}
            />
          ) : null}
          <NumberField label="Labour" min={0} step="0.25" unit="hours" {...field('labourHours')} />
        </FieldRow>
      </Fieldset>

      <Fieldset>
        <legend>Parts and costs</legend>
        <PartsEditor
          parts={values.parts}
          currency={values.currency}
          errors={errors}
          onChange={(parts) => setValue('parts', parts)}
        />
        <MoneyFields
          amountLabel="Labour cost"
          amount={field('labourCost')}
          currency={field('currency')}
        />
      </Fieldset>

      <FormFooter formError={form.formError} actions={props} />
    </FormStack>
  );
}
