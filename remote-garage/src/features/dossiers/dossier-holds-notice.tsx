import { Icon } from '@vg/shared';
import { WarningNote } from '../../lib/form-layout';
import { useDossiers } from './api/dossiers';

export const DOSSIER_HOLDS_RECORD =
  'A sale dossier holds this record: once saved, its verification page will show it as changed.';

/**
 * Above a record's edit form, when a dossier that is not withdrawn holds the record: an edit is
 * what its verification page reports to the buyer (docs/product.md#sale-dossier).
 */
export function DossierHoldsNotice({
  vehicleId,
  recordId,
}: {
  vehicleId: string;
  recordId: string;
}) {
  const dossiers = useDossiers(vehicleId);
  const held = dossiers.data?.some(
    (dossier) => dossier.state !== 'withdrawn' && dossier.recordIds.includes(recordId),
  );
  if (!held) return null;
  return (
    <WarningNote>
      <Icon name="warning" />
      <p>{DOSSIER_HOLDS_RECORD}</p>
    </WarningNote>
  );
}
