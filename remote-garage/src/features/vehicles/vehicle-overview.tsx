import { Badge, DescriptionList, Section, Stack, type DescriptionItem } from '@vg/shared';
import { formatDate, formatMoney, formatOdometer } from '../../lib/format';
import { StoryText } from '../../lib/story-text';
import type { PublicVehicle, Vehicle } from '../../entities/vehicles/api/vehicle-types';
import {
  COMPONENT_LABELS,
  CONDITION_LABELS,
  NUMBERS_LABELS,
  STATUS_LABELS,
} from '../../entities/vehicles/vehicle-labels';
import { IDENTIFIER_KIND_LABELS } from './identifier';
import type { MatchingComponent, NumbersVerdict } from '../../entities/vehicles/api/vehicle-types';

const VERDICT_TONES: Record<NumbersVerdict, 'success' | 'warning' | 'info' | 'neutral'> = {
  matching: 'success',
  non_matching: 'warning',
  period_correct: 'info',
  unknown: 'neutral',
};

const isOwned = (vehicle: PublicVehicle): vehicle is Vehicle => 'visibility' in vehicle;

function identityItems(vehicle: PublicVehicle): DescriptionItem[] {
  const items: Array<DescriptionItem | null> = [
    // What the car is, whoever reads the page (docs/product.md#public-car-page).
    { label: 'Make', value: vehicle.make },
    { label: 'Model', value: vehicle.model },
    vehicle.variant ? { label: 'Variant', value: vehicle.variant } : null,
    vehicle.modelYear !== null ? { label: 'Year', value: String(vehicle.modelYear) } : null,
    {
      // A car added with make and model only has no number yet (docs/product.md#garage).
      label:
        vehicle.identifierKind === 'none'
          ? 'Chassis number or VIN'
          : IDENTIFIER_KIND_LABELS[vehicle.identifierKind].split(' (')[0],
      value:
        vehicle.identifierKind === 'none' ? (
          'Not recorded yet'
        ) : (
          <>
            {vehicle.identifier}{' '}
            {vehicle.identifierCheck === 'valid' ? (
              <Badge tone="success">Check digit verified</Badge>
            ) : null}
            {vehicle.identifierCheck === 'mismatch_confirmed' ? (
              <Badge tone="warning">Check digit differs, confirmed</Badge>
            ) : null}
          </>
        ),
    },
    vehicle.coachbuilder ? { label: 'Coachbuilder', value: vehicle.coachbuilder } : null,
    vehicle.bodyStyle ? { label: 'Body style', value: vehicle.bodyStyle } : null,
    vehicle.buildDate
      ? {
          label: 'Built',
          value: formatDate(vehicle.buildDate, vehicle.buildDatePrecision ?? 'day'),
        }
      : null,
    vehicle.engineNumber ? { label: 'Engine number', value: vehicle.engineNumber } : null,
    vehicle.gearboxNumber ? { label: 'Gearbox number', value: vehicle.gearboxNumber } : null,
    vehicle.factoryColour ? { label: 'Factory colour', value: vehicle.factoryColour } : null,
    vehicle.currentColour ? { label: 'Current colour', value: vehicle.currentColour } : null,
    vehicle.odometerReading !== null
      ? {
          label: 'Odometer',
          value: `${formatOdometer(vehicle.odometerReading, vehicle.odometerUnit)}${vehicle.odometerIsActual ? '' : ' (not actual)'}`,
        }
      : null,
    { label: 'Status', value: STATUS_LABELS[vehicle.status] },
    vehicle.condition ? { label: 'Condition', value: CONDITION_LABELS[vehicle.condition] } : null,
  ];
  if (isOwned(vehicle)) {
    items.push(
      vehicle.registration ? { label: 'Registration', value: vehicle.registration } : null,
    );
    items.push(
      vehicle.purchasePrice !== null
        ? {
            label: 'Purchase price (private)',
            value: formatMoney(vehicle.purchasePrice, vehicle.purchaseCurrency),
          }
        : null,
    );
  }
  return items.filter((item): item is DescriptionItem => item !== null);
}

/** The particulars page of the logbook: identity, numbers, story. Serves the owner and public pages. */
export function VehicleOverview({
  vehicle,
  withStory = true,
}: {
  vehicle: PublicVehicle;
  /** The public page shows the story above the particulars, under the cover. */
  withStory?: boolean;
}) {
  return (
    <Stack gap={4}>
      <Section title="Particulars">
        <DescriptionList items={identityItems(vehicle)} />
      </Section>
      {/* Four 'Unknown's say nothing: the section waits until one is known. */}
      {Object.values(vehicle.matchingNumbers).every((verdict) => verdict === 'unknown') ? null : (
        <Section title="Matching numbers">
          <DescriptionList
            items={(Object.keys(COMPONENT_LABELS) as MatchingComponent[]).map((component) => ({
              label: COMPONENT_LABELS[component],
              value: (
                <Badge tone={VERDICT_TONES[vehicle.matchingNumbers[component]]}>
                  {NUMBERS_LABELS[vehicle.matchingNumbers[component]]}
                </Badge>
              ),
            }))}
          />
        </Section>
      )}
      {withStory && vehicle.story ? (
        <Section title="Story">
          <StoryText text={vehicle.story} />
        </Section>
      ) : null}
    </Stack>
  );
}
