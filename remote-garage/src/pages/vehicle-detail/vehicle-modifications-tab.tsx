import type { Vehicle } from '../../entities/vehicles/api/vehicle-types';
import { ModificationEntry } from '../../features/modifications/modification-entry';
import {
  emptyModificationValues,
  ModificationForm,
  modificationToValues,
} from '../../features/modifications/modification-form';
import { MODIFICATION_KIND } from '../../entities/records/api/record-kinds';
import { VehicleRecordTab, type RecordTabTexts } from './vehicle-record-tab';
import { RecordPapers } from '../../features/documents/record-papers';
import { isWaitingId } from '../../entities/offline/send-or-queue';

const TEXTS: RecordTabTexts = {
  title: 'Modifications',
  add: 'Record a modification',
  submitNew: 'Save modification',
  created: 'Modification recorded',
  saved: 'Modification saved',
  emptyTitle: 'No modifications recorded',
  emptyDescription:
    'Record what differs from factory specification, planned or done, and whether it can be reversed.',
  deleteBody: 'The modification record is deleted. This cannot be undone.',
  deleteConfirm: 'Delete modification',
  draftPrefix: 'modification',
};

/** The vehicle's modifications: what differs from factory, and whether it can go back. */
export function VehicleModificationsTab({ vehicle }: { vehicle: Vehicle }) {
  return (
    <VehicleRecordTab
      kind={MODIFICATION_KIND}
      vehicle={vehicle}
      texts={TEXTS}
      renderForm={(record, props) => (
        <ModificationForm
          {...props}
          initialValues={record ? modificationToValues(record) : emptyModificationValues()}
        />
      )}
      renderEntry={(modification, actions) => (
        <ModificationEntry
          key={modification.id}
          modification={modification}
          {...actions}
          papers={
            // A modification still waiting to sync has no id the server knows to file under.
            isWaitingId(modification.id) ? null : (
              <RecordPapers
                vehicleId={vehicle.id}
                owner={{ modificationId: modification.id }}
                recordTitle={modification.title}
              />
            )
          }
        />
      )}
    />
  );
}
