import { numberOrNull, textOrNull, todayIso } from '../../lib/format';
import type { VehicleFields } from '@vg/contract';
import type { FieldErrors } from '@vg/shared/forms';
import type {
  DatePrecision,
  NumbersVerdict,
  OdometerUnit,
  Vehicle,
  VehicleCondition,
  VehicleStatus,
  Visibility,
} from '../../entities/vehicles/api/vehicle-types';
import {
  adviseIdentifier,
  FIRST_MODEL_YEAR,
  suggestedKind,
  VIN_FIRST_MODEL_YEAR,
  VIN_MODEL_YEAR_MESSAGE,
  type IdentifierKind,
} from '@vg/contract/rules';

/** The vehicle form as typed: text for every input, booleans for boxes. */
export interface VehicleFormValues {
  identifierKind: IdentifierKind;
  identifier: string;
  identifierConfirmed: boolean;
  make: string;
  model: string;
  variant: string;
  coachbuilder: string;
  bodyStyle: string;
  modelYear: string;
  buildDate: string;
  buildDatePrecision: DatePrecision;
  engineNumber: string;
  gearboxNumber: string;
  factoryColour: string;
  currentColour: string;
  registration: string;
  odometerUnit: OdometerUnit;
  odometerReading: string;
  odometerIsActual: boolean;
  condition: VehicleCondition | '';
  status: VehicleStatus;
  story: string;
  visibility: Visibility;
  purchasePrice: string;
  purchaseCurrency: string;
  numbersChassis: NumbersVerdict;
  numbersEngine: NumbersVerdict;
  numbersGearbox: NumbersVerdict;
  numbersBody: NumbersVerdict;
}

export const EMPTY_VEHICLE_VALUES: VehicleFormValues = {
  identifierKind: 'vin',
  identifier: '',
  identifierConfirmed: false,
  make: '',
  model: '',
  variant: '',
  coachbuilder: '',
  bodyStyle: '',
  modelYear: '',
  buildDate: '',
  buildDatePrecision: 'day',
  engineNumber: '',
  gearboxNumber: '',
  factoryColour: '',
  currentColour: '',
  registration: '',
  odometerUnit: 'mi',
  odometerReading: '',
  odometerIsActual: true,
  condition: '',
  status: 'active',
  story: '',
  visibility: 'private',
  purchasePrice: '',
  purchaseCurrency: '',
  numbersChassis: 'unknown',
  numbersEngine: 'unknown',
  numbersGearbox: 'unknown',
  numbersBody: 'unknown',
};

const text = (value: string | number | null) => (value === null ? '' : String(value));

export function vehicleToValues(vehicle: Vehicle): VehicleFormValues {
  return {
    // A car with no number yet offers the field for it at once, of the kind its year most likely
    // has; left blank, it is saved as no number known (valuesToInput).
    identifierKind:
      vehicle.identifierKind === 'none' ? suggestedKind(vehicle.modelYear) : vehicle.identifierKind,
    identifier: text(vehicle.identifier),
    identifierConfirmed: vehicle.identifierCheck === 'mismatch_confirmed',
    make: vehicle.make,
    model: vehicle.model,
    variant: text(vehicle.variant),
    coachbuilder: text(vehicle.coachbuilder),
    bodyStyle: text(vehicle.bodyStyle),
    modelYear: text(vehicle.modelYear),
    buildDate: text(vehicle.buildDate),
    buildDatePrecision: vehicle.buildDatePrecision ?? 'day',
    engineNumber: text(vehicle.engineNumber),
    gearboxNumber: text(vehicle.gearboxNumber),
    factoryColour: text(vehicle.factoryColour),
    currentColour: text(vehicle.currentColour),
    registration: text(vehicle.registration),
    odometerUnit: vehicle.odometerUnit,
    odometerReading: text(vehicle.odometerReading),
    odometerIsActual: vehicle.odometerIsActual,
    condition: vehicle.condition ?? '',
    status: vehicle.status,
    story: text(vehicle.story),
    visibility: vehicle.visibility,
    purchasePrice: text(vehicle.purchasePrice),
    purchaseCurrency: text(vehicle.purchaseCurrency),
    numbersChassis: vehicle.matchingNumbers.chassis,
    numbersEngine: vehicle.matchingNumbers.engine,
    numbersGearbox: vehicle.matchingNumbers.gearbox,
    numbersBody: vehicle.matchingNumbers.body,
  };
}

export function valuesToInput(values: VehicleFormValues): VehicleFields {
  const buildDate = textOrNull(values.buildDate);
  return {
    // A number left blank comes later: only make and model are needed now (docs/product.md#garage).
    identifierKind: textOrNull(values.identifier) === null ? 'none' : values.identifierKind,
    identifier: values.identifierKind === 'none' ? null : textOrNull(values.identifier),
    identifierConfirmed: values.identifierConfirmed,
    make: values.make.trim(),
    model: values.model.trim(),
    variant: textOrNull(values.variant),
    coachbuilder: textOrNull(values.coachbuilder),
    bodyStyle: textOrNull(values.bodyStyle),
    modelYear: numberOrNull(values.modelYear),
    buildDate,
    buildDatePrecision: buildDate ? values.buildDatePrecision : null,
    engineNumber: textOrNull(values.engineNumber),
    gearboxNumber: textOrNull(values.gearboxNumber),
    factoryColour: textOrNull(values.factoryColour),
    currentColour: textOrNull(values.currentColour),
    registration: textOrNull(values.registration),
    odometerUnit: values.odometerUnit,
    odometerReading: numberOrNull(values.odometerReading),
    odometerIsActual: values.odometerIsActual,
    condition: values.condition || null,
    status: values.status,
    story: textOrNull(values.story),
    visibility: values.visibility,
    purchasePrice: numberOrNull(values.purchasePrice),
    purchaseCurrency: textOrNull(values.purchaseCurrency)?.toUpperCase() ?? null,
    matchingNumbers: {
      chassis: values.numbersChassis,
      engine: values.numbersEngine,
      gearbox: values.numbersGearbox,
      body: values.numbersBody,
    },
  };
}

/** The checks that need no server, worded as the server words them. */
export function validateVehicle(values: VehicleFormValues): FieldErrors {
  const errors: FieldErrors = {};
  if (!values.make.trim()) errors.make = 'This field is required.';
  if (!values.model.trim()) errors.model = 'This field is required.';
  const year = numberOrNull(values.modelYear);
  const latestYear = new Date().getFullYear() + 1;
  if (values.modelYear.trim() && (year === null || !Number.isInteger(year)))
    errors.modelYear = 'Enter a year such as 1967.';
  else if (year !== null && year < FIRST_MODEL_YEAR)
    errors.modelYear = `Must be at least ${FIRST_MODEL_YEAR}.`;
  else if (year !== null && year > latestYear)
    errors.modelYear = `Must be ${latestYear} or earlier.`;
  if (values.buildDate && values.buildDate > todayIso())
    errors.buildDate = 'The date cannot be in the future.';
  if (values.identifierKind !== 'none') {
    const advice = adviseIdentifier(values.identifierKind, values.identifier);
    if (advice.state === 'invalid') errors.identifier = advice.message;
    if (advice.state === 'check-digit-mismatch' && !values.identifierConfirmed) {
      errors.identifierConfirmed =
        'Check the number on the plate, then confirm it to keep it as stamped.';
    }
  }
  if (
    values.identifierKind === 'vin' &&
    values.identifier.trim() !== '' &&
    year !== null &&
    year < VIN_FIRST_MODEL_YEAR &&
    !errors.modelYear
  ) {
    errors.identifierKind = VIN_MODEL_YEAR_MESSAGE;
  }
  const odometer = numberOrNull(values.odometerReading);
  if (
    values.odometerReading.trim() &&
    (odometer === null || odometer < 0 || !Number.isInteger(odometer))
  ) {
    errors.odometerReading = 'Enter whole miles or kilometres, such as 48213.';
  }
  if (values.purchaseCurrency.trim() && !/^[A-Za-z]{3}$/.test(values.purchaseCurrency.trim())) {
    errors.purchaseCurrency = 'Use a three-letter currency code such as GBP.';
  }
  return errors;
}
