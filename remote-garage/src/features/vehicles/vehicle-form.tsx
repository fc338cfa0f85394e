import {
  CheckboxField,
  DateField,
  NumberField,
  SelectField,
  TextAreaField,
  TextField,
  useSession,
} from '@vg/shared';
import { DraftNotice } from '../../lib/draft-notice';
import { FormFooter } from '../../lib/form-footer';
import { MoneyFields } from '../../lib/money-fields';
import { FieldRow, Fieldset, FormStack } from '../../lib/form-layout';
import { useForm, useFormDraft } from '@vg/shared/forms';
import { CONFIRM_EMAIL_TO_SHARE } from '../../lib/confirm-email-to-share';
import type { VehicleFields } from '@vg/contract';
import type { Vehicle } from '../../entities/vehicles/api/vehicle-types';
import { IdentifierFields } from './identifier-fields';
import { FIRST_MODEL_YEAR, suggestedKind } from '@vg/contract/rules';
import {
  COMPONENT_LABELS,
  CONDITION_LABELS,
  NUMBERS_LABELS,
  PRECISION_LABELS,
  STATUS_LABELS,
  VISIBILITY_LABELS,
  optionsOf,
} from '../../entities/vehicles/vehicle-labels';
import {
  EMPTY_VEHICLE_VALUES,
  validateVehicle,
  valuesToInput,
  vehicleToValues,
  type VehicleFormValues,
} from './vehicle-form-values';
import { numberOrNull } from '../../lib/format';

const NUMBERS_FIELDS = {
  chassis: 'numbersChassis',
  engine: 'numbersEngine',
  gearbox: 'numbersGearbox',
  body: 'numbersBody',
} as const;

interface VehicleFormProps {
  /** Absent: a new vehicle. */
  vehicle?: Vehicle;
  submitLabel: string;
  pending: boolean;
  onSubmit: (input: VehicleFields) => Promise<unknown>;
  onCancel: () => void;
}

/** Add or edit a vehicle: identity, build, numbers, odometer, condition, story and what stays private. */
export function VehicleForm({
  vehicle,
  submitLabel,
  pending,
  onSubmit,
  onCancel,
}: VehicleFormProps) {
  const form = useForm<VehicleFormValues>({
    draft: useFormDraft(vehicle ? `vehicle:${vehicle.id}` : 'vehicle:new'),
    initialValues: vehicle ? vehicleToValues(vehicle) : EMPTY_VEHICLE_VALUES,
    validate: validateVehicle,
  });
  const { values, errors, field, checkbox, setValue } = form;
  const unverified = useSession().user?.emailVerified === false;

  const submit = form.handleSave((typed) => onSubmit(valuesToInput(typed)));

  const changeModelYear = (modelYear: string) => {
    setValue('modelYear', modelYear);
    // A pre-1981 car has no VIN: offer the kind it most likely has, unless a number was typed.
    if (!values.identifier.trim())
      setValue('identifierKind', suggestedKind(numberOrNull(modelYear)));
  };

  return (
    <FormStack
      ref={form.formRef}
      onSubmit={submit}
      noValidate
      aria-label={vehicle ? `Edit ${vehicle.title}` : 'Add a vehicle'}
    >
      <DraftNotice visible={form.draftRestored} onDiscard={form.discardDraft} />
      <Fieldset>
        <legend>Identity</legend>
        <FieldRow>
          <TextField label="Make" required autoComplete="off" {...field('make')} />
          <TextField label="Model" required autoComplete="off" {...field('model')} />
          <TextField
            label="Variant or trim"
            hint="e.g. Series 1 3.8, GT, Mk II"
            {...field('variant')}
          />
        </FieldRow>
        <FieldRow>
          <NumberField
            label="Model year"
            min={FIRST_MODEL_YEAR}
            step={1}
            {...field('modelYear')}
            onChange={(event) => changeModelYear(event.target.value)}
          />
          <TextField
            label="Coachbuilder"
            hint="e.g. Vanden Plas, Mulliner, Pininfarina"
            {...field('coachbuilder')}
          />
          <TextField
            label="Body style"
            hint="e.g. Roadster, Fixed-head coupé, Saloon"
            {...field('bodyStyle')}
          />
        </FieldRow>
        <IdentifierFields
          kind={values.identifierKind}
          identifier={values.identifier}
          confirmed={values.identifierConfirmed}
          errors={errors}
          onKindChange={(kind) => setValue('identifierKind', kind)}
          onIdentifierChange={(identifier) => {
            setValue('identifier', identifier);
            setValue('identifierConfirmed', false);
          }}
          onConfirmedChange={(confirmed) => setValue('identifierConfirmed', confirmed)}
        />
        <FieldRow>
          <TextField
            label="Registration"
            hint="Only you see it."
            autoComplete="off"
            {...field('registration')}
          />
        </FieldRow>
      </Fieldset>

      <Fieldset>
        <legend>Build and numbers</legend>
        <FieldRow>
          <DateField
            label="Build date"
            hint="Pick any day in the month or year if that is all you know."
            {...field('buildDate')}
          />
          <SelectField
            label="Build date known to the"
            options={optionsOf(PRECISION_LABELS)}
            disabled={!values.buildDate}
            {...field('buildDatePrecision')}
          />
        </FieldRow>
        <FieldRow>
          <TextField label="Engine number" autoComplete="off" {...field('engineNumber')} />
          <TextField label="Gearbox number" autoComplete="off" {...field('gearboxNumber')} />
        </FieldRow>
        <FieldRow>
          <TextField
            label="Factory colour"
            hint="As on the build record or heritage certificate."
            {...field('factoryColour')}
          />
          <TextField label="Current colour" {...field('currentColour')} />
        </FieldRow>
        <FieldRow>
          {(Object.keys(NUMBERS_FIELDS) as Array<keyof typeof NUMBERS_FIELDS>).map((component) => (
            <SelectField
              key={component}
              label={`${COMPONENT_LABELS[component]} numbers`}
              options={optionsOf(NUMBERS_LABELS)}
              {...field(NUMBERS_FIELDS[component])}
            />
          ))}
        </FieldRow>
      </Fieldset>

      <Fieldset>
        <legend>Odometer, condition and status</legend>
        <FieldRow>
          <NumberField
            label="Odometer reading"
            min={0}
            step={1}
            unit={values.odometerUnit}
            {...field('odometerReading')}
          />
          <SelectField
            label="Odometer reads in"
            options={[
              { value: 'mi', label: 'Miles (mi)' },
              { value: 'km', label: 'Kilometres (km)' },
            ]}
            {...field('odometerUnit')}
          />
        </FieldRow>
        <CheckboxField
          label="The reading is the actual distance"
          hint="Untick if the odometer was replaced, rolled over or is known to be wrong."
          {...checkbox('odometerIsActual')}
        />
        <FieldRow>
          <SelectField
            label="Condition"
            placeholder="Not stated"
            options={optionsOf(CONDITION_LABELS)}
            {...field('condition')}
          />
          <SelectField label="Status" options={optionsOf(STATUS_LABELS)} {...field('status')} />
        </FieldRow>
      </Fieldset>

      <Fieldset>
        <legend>Story and sharing</legend>
        <TextAreaField
          label="Story"
          hint="Its history in your words. Markdown works: **bold**, lists, links."
          rows={8}
          {...field('story')}
        />
        <SelectField
          label="Who can see it"
          hint={
            unverified
              ? CONFIRM_EMAIL_TO_SHARE
              : 'Photos show publicly only once a moderator approves them.'
          }
          options={optionsOf(VISIBILITY_LABELS)}
          {...field('visibility')}
        />
      </Fieldset>

      <Fieldset>
        <legend>Purchase (private)</legend>
        <p>Never shown to anyone but you, not even on public pages or share links.</p>
        <MoneyFields
          amountLabel="Purchase price"
          amount={field('purchasePrice')}
          currency={field('purchaseCurrency')}
        />
      </Fieldset>

      <FormFooter formError={form.formError} actions={{ submitLabel, pending, onCancel }} />
    </FormStack>
  );
}
