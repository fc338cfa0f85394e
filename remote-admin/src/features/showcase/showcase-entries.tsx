import { useState } from 'react';
import { Link } from 'react-router-dom';
import {
  Badge,
  Button,
  PagedDataTable,
  type DataTableColumn,
  EmptyState,
  QueryView,
} from '@vg/shared';
import { formatDate } from '../../lib/format-date';
import { UnfeatureCarDialog } from '@vg/shared/moderation';
import { Thumbnail } from '../../lib/thumbnail';
import { memberPath, vehicleName } from '@vg/contract/rules';
import { useShowcaseEntries } from './api/get-showcase-entries';
import type { ShowcaseEntry } from './api/showcase-entry';

/** The cars in the showcase, each removable after a confirmation naming it. */
export function ShowcaseEntries() {
  const entries = useShowcaseEntries();
  const [removing, setRemoving] = useState<ShowcaseEntry | null>(null);

  const columns: Array<DataTableColumn<ShowcaseEntry>> = [
    {
      key: 'photo',
      header: 'Photo',
      // The public showcase shows a car only with an approved photo (docs/product.md#moderation).
      cell: (entry) =>
        entry.coverPhotoUrl ? (
          <Thumbnail url={entry.coverPhotoUrl} alt={vehicleName(entry)} />
        ) : (
          <Badge tone="warning">Waiting for an approved photo</Badge>
        ),
    },
    {
      key: 'vehicle',
      header: 'Vehicle',
      cell: (entry) => <Link to={entry.publicPath}>{vehicleName(entry)}</Link>,
    },
    {
      key: 'owner',
      header: 'Owner',
      cell: (entry) => <Link to={memberPath(entry.ownerUsername)}>@{entry.ownerUsername}</Link>,
    },
    { key: 'note', header: 'Note', cell: (entry) => entry.note ?? '–' },
    {
      key: 'added',
      header: 'Added',
      cell: (entry) => formatDate(entry.showcasedAt),
      align: 'right',
    },
    {
      key: 'actions',
      header: 'Actions',
      cell: (entry) => (
        <Button
          size="sm"
          variant="danger"
          onClick={() => setRemoving(entry)}
          aria-label={`Remove ${vehicleName(entry)}`}
        >
          Remove
        </Button>
      ),
    },
  ];

  return (
    <>
      <QueryView
        query={entries}
        errorTitle="Could not load the showcase"
        empty={
          <EmptyState
            icon="photo"
            title="The showcase is empty"
            description="Visitors see a 'being curated' message until you add a car. Add a public vehicle below."
          />
        }
      >
        {(list) => (
          <PagedDataTable
            caption="Cars in the showcase"
            columns={columns}
            rows={list}
            getRowKey={(entry) => entry.id}
            list={entries}
          />
        )}
      </QueryView>
      {removing ? (
        <UnfeatureCarDialog
          car={{ id: removing.id, title: vehicleName(removing), keeper: removing.ownerUsername }}
          onClose={() => setRemoving(null)}
        />
      ) : null}
    </>
  );
}
