import type { OwnedVehicle, PublicVehicle } from '../index.js';
import {
  CONDITION_LABELS,
  NUMBERS_LABELS,
  STATUS_LABELS,
  vehicleParticulars,
  type ParticularsVehicle,
} from './vehicle-particulars.js';

// The rules import no schema: these hold the shape the particulars read to the garage's answers, as
// a compile error here when PublicVehicle changes.
export const fromPublicAnswer = (answer: PublicVehicle): ParticularsVehicle => answer;
export const fromOwnerAnswer = (answer: OwnedVehicle): ParticularsVehicle => answer;

const giulia: ParticularsVehicle = {
  identifierKind: 'serial',
  identifier: 'AR 604321',
  make: 'Alfa Romeo',
  model: 'Giulia',
  variant: 'Sprint GT',
  modelYear: 1965,
  coachbuilder: 'Bertone',
  bodyStyle: 'Coupé',
  buildDate: '1965-03-01',
  buildDatePrecision: 'month',
  engineNumber: 'AR 00502 12345',
  gearboxNumber: 'G 4411',
  factoryColour: 'Rosso Alfa',
  currentColour: 'Bianco',
  odometerUnit: 'mi',
  odometerReading: 45000,
  odometerIsActual: false,
  status: 'stored',
  condition: 'survivor',
};

const bare: ParticularsVehicle = {
  identifierKind: 'none',
  identifier: null,
  make: 'Riley',
  model: 'RM',
  variant: null,
  modelYear: null,
  coachbuilder: null,
  bodyStyle: null,
  buildDate: null,
  buildDatePrecision: null,
  engineNumber: null,
  gearboxNumber: null,
  factoryColour: null,
  currentColour: null,
  odometerUnit: 'km',
  odometerReading: null,
  odometerIsActual: true,
  status: 'active',
  condition: null,
};

describe('vehicle particulars', () => {
  it('gives every row the rendered page and the app show, in one order, under one label', () => {
    expect(vehicleParticulars(giulia, { locale: 'en-GB' })).toEqual([
      { key: 'make', label: 'Make', value: 'Alfa Romeo' },
      { key: 'model', label: 'Model', value: 'Giulia' },
      { key: 'variant', label: 'Variant', value: 'Sprint GT' },
      { key: 'year', label: 'Year', value: '1965' },
      { key: 'identifier', label: "Maker's serial number", value: 'AR 604321' },
      { key: 'coachbuilder', label: 'Coachbuilder', value: 'Bertone' },
      { key: 'bodyStyle', label: 'Body style', value: 'Coupé' },
      { key: 'built', label: 'Built', value: 'March 1965' },
      { key: 'engineNumber', label: 'Engine number', value: 'AR 00502 12345' },
      { key: 'gearboxNumber', label: 'Gearbox number', value: 'G 4411' },
      { key: 'factoryColour', label: 'Factory colour', value: 'Rosso Alfa' },
      { key: 'currentColour', label: 'Current colour', value: 'Bianco' },
      { key: 'odometer', label: 'Odometer', value: '45,000 mi (not actual)' },
      { key: 'status', label: 'Status', value: 'Stored' },
      { key: 'condition', label: 'Condition', value: 'Survivor (unrestored)' },
    ]);
  });

  it('names each kind of number as the form does, without its hint', () => {
    const label = (identifierKind: ParticularsVehicle['identifierKind']) =>
      vehicleParticulars({ ...giulia, identifierKind }).find((row) => row.key === 'identifier')
        ?.label;
    expect(label('vin')).toBe('VIN');
    expect(label('serial')).toBe("Maker's serial number");
    expect(label('chassis')).toBe('Chassis or frame number');
  });

  it('leaves out what is not recorded; only the owner is asked for a missing number', () => {
    expect(vehicleParticulars(bare).map((row) => row.label)).toEqual(['Make', 'Model', 'Status']);
    expect(vehicleParticulars(bare, { forOwner: true })).toEqual([
      { key: 'make', label: 'Make', value: 'Riley' },
      { key: 'model', label: 'Model', value: 'RM' },
      { key: 'identifier', label: 'Chassis number or VIN', value: 'Not recorded yet' },
      { key: 'status', label: 'Status', value: 'Active' },
    ]);
  });

  it("writes a build date to its precision and figures in the reader's locale", () => {
    const built = (
      buildDate: string,
      buildDatePrecision: ParticularsVehicle['buildDatePrecision'],
    ) =>
      vehicleParticulars({ ...giulia, buildDate, buildDatePrecision }, { locale: 'en-GB' }).find(
        (row) => row.key === 'built',
      )?.value;
    expect(built('1965-03-14', 'day')).toBe('14 Mar 1965');
    expect(built('1965-03-01', 'month')).toBe('March 1965');
    expect(built('1965-01-01', 'year')).toBe('1965');
    expect(built('1965-01-01', 'circa')).toBe('c. 1965');
    const german = vehicleParticulars({ ...giulia, odometerIsActual: true }, { locale: 'de' });
    expect(german.find((row) => row.key === 'odometer')?.value).toBe('45.000 mi');
  });

  it('labels every status, condition and matching-numbers verdict', () => {
    expect(STATUS_LABELS.under_restoration).toBe('Under restoration');
    expect(CONDITION_LABELS.concours).toBe('Concours');
    expect(NUMBERS_LABELS.period_correct).toBe('Period-correct replacement');
  });
});
