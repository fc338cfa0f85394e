import { vehicleName } from '@vg/contract/rules';
import { CommentsDialogButton } from '../features/comments/comments-dialog-button';
import { ShowcasePage as ShowcaseGallery } from '../features/showcase/showcase-page';

/** /showcase: the curated gallery, each entry with its own conversation. */
export function ShowcasePage() {
  return (
    <ShowcaseGallery
      renderEntryFooter={(entry) => (
        <CommentsDialogButton
          target="showcase"
          vehicleId={entry.id}
          vehicleName={vehicleName(entry)}
        />
      )}
    />
  );
}
