import { Badge, DescriptionList, Section, Stack, type DescriptionItem } from '@vg/shared';
import { IDENTIFIER_CHECK_LABELS, vehicleParticulars } from '@vg/contract/rules';
import { formatMoney } from '../../lib/format';
import { StoryText } from '../../lib/story-text';
import type { PublicVehicle, Vehicle } from '../../entities/vehicles/api/vehicle-types';
import { COMPONENT_LABELS, NUMBERS_LABELS } from '../../entities/vehicles/vehicle-labels';
import type { MatchingComponent, NumbersVerdict } from '../../entities/vehicles/api/vehicle-types';

const VERDICT_TONES: Record<NumbersVerdict, 'success' | 'warning' | 'info' | 'neutral'> = {
  matching: 'success',
  non_matching: 'warning',
  period_correct: 'info',
  unknown: 'neutral',
};

const isOwned = (vehicle: PublicVehicle): vehicle is Vehicle => 'visibility' in vehicle;

/** The number with what its check found, as the badges beside it say. */
function IdentifierValue({
  identifier,
  check,
}: {
  identifier: string;
  check: NonNullable<PublicVehicle['identifierCheck']>;
}) {
  return (
    <>
      {identifier}{' '}
      <Badge tone={check === 'valid' ? 'success' : 'warning'}>
        {IDENTIFIER_CHECK_LABELS[check]}
      </Badge>
    </>
  );
}

function identityItems(vehicle: PublicVehicle): DescriptionItem[] {
  // The rows, labels and order of the page the API renders (docs/product.md#public-car-page); only
  // the owner's own page asks for a number not recorded yet (docs/product.md#garage).
  const items: Array<DescriptionItem | null> = vehicleParticulars(vehicle, {
    forOwner: isOwned(vehicle),
  }).map(({ key, label, value }) =>
    key === 'identifier' && vehicle.identifierCheck
      ? { label, value: <IdentifierValue identifier={value} check={vehicle.identifierCheck} /> }
      : { label, value },
  );
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
