import {
  Button,
  Card,
  CheckboxField,
  Cluster,
  saveFile,
  SelectField,
  serverMessageOr,
  Stack,
  theme,
  toast,
} from '@vg/shared';
import { errorMessage } from '@vg/shared/forms';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import styled from 'styled-components';
import {
  DOSSIER_MAX_DOCUMENTS,
  DOSSIER_MAX_PHOTOS,
  PAPER_SIZES,
  type PaperSize,
  namedRange,
  UNNAMED_RANGE,
} from '@vg/contract/rules';
import { readCostRange, type CostRange } from '../../entities/costs/cost-range';
import { formatDate } from '../../lib/format';
import { vehicleKeys } from '../../entities/query-keys';
import type { Vehicle } from '../../entities/vehicles/api/vehicle-types';
import { useCarDocuments } from './api/car-documents';
import { useCarPhotos } from './api/dossiers';
import { makeDossier, type DossierProgress } from './api/make-dossier';
import { DossierDocumentChoice } from './dossier-document-choice';
import { DossierPhotoChoice } from './dossier-photo-choice';

const Bar = styled.progress`
  width: 100%;
  height: 8px;
  accent-color: ${theme.color.primary};
`;

const Failure = styled.p`
  color: ${theme.tone.error.fg};
`;

const megabytes = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MB`;

function progressText({ received, total }: DossierProgress): string {
  if (received === 0) return 'Making the dossier…';
  return total
    ? `Downloading: ${megabytes(received)} of ${megabytes(total)}`
    : `Downloading: ${megabytes(received)}`;
}

const rangeLabel = ({ name, from, to }: CostRange) =>
  namedRange({ name, from: from || null, to: to || null }, formatDate);

/** The keeper's choices for a new dossier, and its progress while it is made and downloaded. */
export function DossierForm({ vehicle }: { vehicle: Vehicle }) {
  const queryClient = useQueryClient();
  const photos = useCarPhotos(vehicle.id);
  const documents = useCarDocuments(vehicle.id);
  const [paper, setPaper] = useState<PaperSize>('A4');
  const [costs, setCosts] = useState(false);
  const [notes, setNotes] = useState(false);
  // The range the keeper named on the Costs tab (a restoration), if any, to total in the dossier.
  const [savedRange] = useState(() => readCostRange(vehicle.id));
  const [withRange, setWithRange] = useState(true);
  const [photoIds, setPhotoIds] = useState<string[]>([]);
  const [documentIds, setDocumentIds] = useState<string[]>([]);
  const [appendDocuments, setAppendDocuments] = useState(false);
  const [progress, setProgress] = useState<DossierProgress | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const make = async () => {
    setFailure(null);
    setProgress({ received: 0, total: null });
    try {
      const made = await makeDossier(
        vehicle.id,
        {
          paper,
          costs,
          ...(costs &&
            withRange &&
            savedRange && {
              costRange: {
                name: savedRange.name.trim() || UNNAMED_RANGE,
                ...(savedRange.from && { from: savedRange.from }),
                ...(savedRange.to && { to: savedRange.to }),
              },
            }),
          notes,
          photoIds,
          documentIds,
          appendDocuments: appendDocuments && documentIds.length > 0,
        },
        setProgress,
      );
      saveFile(made.pdf, made.fileName);
      toast({
        title: 'Dossier made',
        description: `Its verification address: ${window.location.origin}/verify/${made.code}`,
      });
      await queryClient.invalidateQueries({ queryKey: vehicleKeys.dossiers(vehicle.id) });
    } catch (error) {
      setFailure(`The dossier could not be made: ${serverMessageOr(error, errorMessage(error))}`);
    } finally {
      setProgress(null);
    }
  };

  return (
    <Card>
      <Stack gap={2}>
        <SelectField
          label="Paper size"
          value={paper}
          onChange={(event) => setPaper(event.target.value as PaperSize)}
          options={PAPER_SIZES.map((size) => ({ value: size, label: size }))}
        />
        <CheckboxField
          label="Include costs"
          hint="Off unless you tick it: what the car cost stays yours. With it, the dossier totals the cost of keeping and draws the spending per year."
          checked={costs}
          onChange={(event) => setCosts(event.target.checked)}
        />
        {costs && savedRange ? (
          <CheckboxField
            label={`Also total ${rangeLabel(savedRange)}`}
            hint="The stretch of time you named on the Costs tab."
            checked={withRange}
            onChange={(event) => setWithRange(event.target.checked)}
          />
        ) : null}
        <CheckboxField
          label="Include private notes"
          hint="The notes on maintenance records and keepers."
          checked={notes}
          onChange={(event) => setNotes(event.target.checked)}
        />
        <DossierPhotoChoice
          photos={photos}
          chosen={photoIds}
          max={DOSSIER_MAX_PHOTOS}
          onChange={setPhotoIds}
        />
        <DossierDocumentChoice
          documents={documents}
          chosen={documentIds}
          max={DOSSIER_MAX_DOCUMENTS}
          onChange={setDocumentIds}
          append={appendDocuments}
          onAppendChange={setAppendDocuments}
        />
        <Cluster>
          <Button loading={progress !== null} onClick={() => void make()}>
            Make dossier
          </Button>
        </Cluster>
        {progress ? (
          <Stack gap={0.5} role="status">
            <span>{progressText(progress)}</span>
            <Bar
              aria-label="Dossier download"
              max={progress.total ?? undefined}
              value={progress.total ? progress.received : undefined}
            />
          </Stack>
        ) : null}
        {failure ? <Failure role="alert">{failure}</Failure> : null}
      </Stack>
    </Card>
  );
}
