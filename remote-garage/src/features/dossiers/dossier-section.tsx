import { Lede, Section, Stack } from '@vg/shared';
import type { Vehicle } from '../../entities/vehicles/api/vehicle-types';
import { DossierForm } from './dossier-form';
import { DossierList } from './dossier-list';

/**
 * The car's sale dossier (docs/product.md#sale-dossier): a PDF of its whole history for a buyer,
 * with an address where the buyer checks when each record was entered and whether it changed.
 * Works for a private car too: the keeper shares the file, not the car.
 */
export function DossierSection({ vehicle }: { vehicle: Vehicle }) {
  return (
    <Section title="Sale dossier">
      <Stack gap={2}>
        <Lede>
          A PDF of this car’s whole history to hand a buyer. Its code and QR code lead to a page
          where anyone can check when each record was entered, and whether it changed since.
        </Lede>
        <DossierForm vehicle={vehicle} />
        <DossierList vehicleId={vehicle.id} />
      </Stack>
    </Section>
  );
}
