import type { DocumentKind, VehicleDocument } from '@vg/contract';
import { DOCUMENT_KIND_LABELS, DOCUMENT_KINDS } from '@vg/contract/rules';
import { Button, EmptyState, Section, SelectField, Stack } from '@vg/shared';
import { useState } from 'react';
import { useDocuments } from './api/list-documents';
import { DocumentList } from './document-list';
import { DocumentUploadPanel } from './document-upload-panel';

interface VehiclePapersTabProps {
  vehicleId: string;
  /** "Make a record from this": the page opens the maintenance form (a feature of its own). */
  onMakeRecord?: (document: VehicleDocument) => void;
}

/** The kinds the car has papers of, with how many: 'Invoice or receipt (3)'. */
function kindOptions(documents: VehicleDocument[]) {
  return DOCUMENT_KINDS.map((kind) => ({
    kind,
    count: documents.filter((document) => document.kind === kind).length,
  }))
    .filter(({ count }) => count > 0)
    .map(({ kind, count }) => ({ value: kind, label: `${DOCUMENT_KIND_LABELS[kind]} (${count})` }));
}

/**
 * A car's papers (docs/product.md#papers): 'Add papers' opens and closes the upload panel; the list shows
 * every paper or one kind, each opened full size, edited or deleted.
 */
export function VehiclePapersTab({ vehicleId, onMakeRecord }: VehiclePapersTabProps) {
  const documents = useDocuments(vehicleId);
  const [adding, setAdding] = useState(false);
  const [kind, setKind] = useState<DocumentKind | ''>('');
  const all = documents.data ?? [];
  const options = kindOptions(all);
  const chosen = options.some((option) => option.value === kind) ? kind : '';

  return (
    <Stack gap={3}>
      <Section
        title="Papers"
        actions={
          <Button size="sm" aria-expanded={adding} onClick={() => setAdding((open) => !open)}>
            Add papers
          </Button>
        }
      >
        {adding ? <DocumentUploadPanel vehicleId={vehicleId} /> : null}
        {options.length > 1 ? (
          <SelectField
            label="Show"
            placeholder={`Every kind (${all.length})`}
            options={options}
            value={chosen}
            onChange={(event) => setKind(event.target.value as DocumentKind | '')}
          />
        ) : null}
        <DocumentList
          vehicleId={vehicleId}
          select={(list) => (chosen ? list.filter((document) => document.kind === chosen) : list)}
          onMakeRecord={onMakeRecord}
          empty={
            <EmptyState
              icon="upload"
              title="No papers yet"
              description="Keep the car's invoices, registration documents, certificates and inspections here: press Add papers and choose a PDF, a photo or a scan of each."
            />
          }
        />
      </Section>
    </Stack>
  );
}
