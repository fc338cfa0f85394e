import type { DocumentListQuery, VehicleDocument } from '@vg/contract';
import {
  Button,
  Cluster,
  ConfirmDialog,
  ErrorState,
  Grid,
  LoadingState,
  MetaText,
  toast,
} from '@vg/shared';
import { errorMessage } from '@vg/shared/forms';
import { useRef, useState, type ReactNode } from 'react';
import { useDeleteDocument } from './api/delete-document';
import { useDocuments } from './api/list-documents';
import { DocumentCard } from './document-card';
import { useVehiclePermissions } from '../../entities/vehicles/vehicle-permissions-context';
import { DocumentDetailsDialog } from './document-details-dialog';
import { DocumentViewer } from './document-viewer';

interface DocumentListProps {
  vehicleId: string;
  /** One record's papers only (?maintenanceRecordId= …); the whole car's without. */
  filter?: DocumentListQuery;
  /** Shown only these (the tab's kind filter), from what the query answered. */
  select?: (documents: VehicleDocument[]) => VehicleDocument[];
  empty: ReactNode;
  onMakeRecord?: (document: VehicleDocument) => void;
  /** The list the cards sit in: a grid on the tab, a narrower one under a record. */
  minColumnWidth?: string;
  /** Above the cards when there are any (a record's 'Papers'). */
  heading?: ReactNode;
  /**
   * Under a record: nothing while they load, and a line rather than a panel when they could not
   * be (the record is what the keeper came for).
   */
  compact?: boolean;
}

/** Papers as cards, opened full size, edited and deleted (after a confirmation naming the paper). */
export function DocumentList({
  vehicleId,
  filter,
  select = (documents) => documents,
  empty,
  onMakeRecord,
  minColumnWidth = '220px',
  heading = null,
  compact = false,
}: DocumentListProps) {
  const documents = useDocuments(vehicleId, filter);
  const deleteDocument = useDeleteDocument();
  const { may, mayChange } = useVehiclePermissions();
  const [open, setOpen] = useState<VehicleDocument | null>(null);
  const [editing, setEditing] = useState<VehicleDocument | null>(null);
  const [deleting, setDeleting] = useState<VehicleDocument | null>(null);
  const opener = useRef<HTMLButtonElement | null>(null);
  const openers = useRef(new Map<string, HTMLButtonElement>());

  if (documents.isPending) return compact ? null : <LoadingState />;
  if (documents.isError && compact)
    return (
      <Cluster gap={1}>
        <MetaText>Its papers could not be loaded.</MetaText>
        <Button size="sm" variant="ghost" onClick={() => void documents.refetch()}>
          Try again
        </Button>
      </Cluster>
    );
  if (documents.isError)
    return (
      <ErrorState
        title="The papers could not be loaded"
        message={errorMessage(documents.error)}
        onRetry={() => void documents.refetch()}
      />
    );
  const shown = select(documents.data);
  if (shown.length === 0) return <>{empty}</>;
  // The dialogs follow the list: a paper read meanwhile shows its new picture.
  const latest = (document: VehicleDocument | null) =>
    document ? (documents.data.find((item) => item.id === document.id) ?? null) : null;
  const editingNow = latest(editing);

  return (
    <>
      {heading}
      <Grid minColumnWidth={minColumnWidth} gap={2} role="list" aria-label="Papers">
        {shown.map((document) => (
          <div key={document.id} role="listitem">
            <DocumentCard
              document={document}
              ref={(button) => {
                if (button) openers.current.set(document.id, button);
              }}
              onOpen={() => {
                opener.current = openers.current.get(document.id) ?? null;
                setOpen(document);
              }}
              onEdit={mayChange(document) ? () => setEditing(document) : undefined}
              onDelete={mayChange(document) ? () => setDeleting(document) : undefined}
              // A record drafted from a paper reads it as its own: a workshop, only its own papers.
              onMakeRecord={
                onMakeRecord && may('add-entries') && mayChange(document)
                  ? () => onMakeRecord(document)
                  : undefined
              }
            />
          </div>
        ))}
      </Grid>
      <DocumentViewer
        document={latest(open)}
        onClose={() => setOpen(null)}
        returnFocusRef={opener}
      />
      {editingNow ? (
        <DocumentDetailsDialog document={editingNow} onClose={() => setEditing(null)} />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(isOpen) => (isOpen ? null : setDeleting(null))}
        title={`Delete ${deleting?.title ?? 'this paper'}?`}
        body="The paper and its file are deleted from the car, and from any share link that shows papers. This cannot be undone."
        confirmLabel="Delete paper"
        pending={deleteDocument.isPending}
        onConfirm={() =>
          deleting &&
          deleteDocument.mutate(
            { id: deleting.id, vehicleId },
            {
              onSuccess: () => setDeleting(null),
              onError: (error) =>
                toast({ title: 'Error', description: errorMessage(error), variant: 'destructive' }),
            },
          )
        }
      />
    </>
  );
}
