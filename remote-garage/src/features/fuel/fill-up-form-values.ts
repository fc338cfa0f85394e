import type { FuelFill, FuelInput, VolumeUnit } from '@vg/contract';
import type { FieldErrors } from '@vg/shared/forms';
import { lastCurrency, rememberCurrency } from '../../lib/last-currency';
import { numberOrNull, textOrNull, todayIso } from '../../lib/format';
import { checkAmount, checkCurrency, checkPastDate, currencyOrNull } from '../../lib/money-checks';

/** The fill-up form's fields, named as the API names them. */
export interface FillUpFormValues {
  date: string;
  odometer: string;
  volume: string;
  volumeUnit: VolumeUnit;
  totalPrice: string;
  currency: string;
  full: boolean;
  note: string;
}

/** A car read in miles is filled, most often, in a country that sells by the litre too. */
export const emptyFillUpValues = (): FillUpFormValues => ({
  date: todayIso(),
  odometer: '',
  volume: '',
  volumeUnit: 'litre',
  totalPrice: '',
  currency: lastCurrency(),
  full: true,
  note: '',
});

export const fillUpToValues = (fill: FuelFill): FillUpFormValues => ({
  date: fill.date,
  odometer: String(fill.odometer),
  volume: String(fill.volume),
  volumeUnit: fill.volumeUnit,
  totalPrice: fill.totalPrice == null ? '' : String(fill.totalPrice),
  currency: fill.currency ?? '',
  full: fill.full,
  note: fill.note ?? '',
});

export function validateFillUp(values: FillUpFormValues): FieldErrors {
  const errors: FieldErrors = {};
  checkPastDate(errors, 'date', values.date);
  const odometer = numberOrNull(values.odometer);
  if (!values.odometer.trim()) errors.odometer = 'This field is required.';
  else if (odometer === null || odometer < 0 || !Number.isInteger(odometer))
    errors.odometer = 'Enter whole miles or kilometres, such as 48213.';
  const volume = numberOrNull(values.volume);
  if (!values.volume.trim()) errors.volume = 'This field is required.';
  else if (volume === null || volume <= 0) errors.volume = 'Give the volume filled.';
  checkAmount(errors, 'totalPrice', values.totalPrice, false);
  checkCurrency(errors, values.currency, values.totalPrice);
  return errors;
}

export function valuesToFuelInput(values: FillUpFormValues): FuelInput {
  const currency = currencyOrNull(values.currency);
  rememberCurrency(currency);
  return {
    date: values.date,
    odometer: numberOrNull(values.odometer) ?? 0,
    volume: numberOrNull(values.volume) ?? 0,
    volumeUnit: values.volumeUnit,
    totalPrice: numberOrNull(values.totalPrice),
    currency,
    full: values.full,
    note: textOrNull(values.note),
  };
}
