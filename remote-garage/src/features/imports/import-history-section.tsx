import { useQueryClient } from '@tanstack/react-query';
import type { ImportPatch, ImportPreview, ImportSummary } from '@vg/contract';
import { IMPORT_ACCEPT, formatDate } from '@vg/contract/rules';
import {
  Button,
  Card,
  Cluster,
  ConfirmDialog,
  FieldError,
  MetaText,
  Section,
  Stack,
  theme,
  toast,
} from '@vg/shared';
import { errorMessage } from '@vg/shared/forms';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import styled from 'styled-components';
import type { Vehicle } from '../../entities/vehicles/api/vehicle-types';
import { FilePicker } from '../../lib/file-picker';
import {
  changeImport,
  IMPORT_POLL_MS,
  confirmImport,
  downloadRefusedRows,
  getImport,
  importFileProblem,
  invalidateAfterImport,
  undoImport,
  uploadImport,
  useImports,
} from './api/import-calls';
import { PastImports } from './past-imports';
import { ImportPreviewView } from './import-preview-view';
import { ImportSettings } from './import-settings';
import { LAYOUT_WORDS, countsWords, toWrite } from './import-words';

const Bar = styled.progress`
  width: 100%;
  height: 8px;
  accent-color: ${theme.color.primary};
`;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The server's reason for the file itself, else its message. */
const fileFailure = (error: unknown) =>
  (error as { fields?: Record<string, string> }).fields?.file ?? errorMessage(error);

interface ImportHistorySectionProps {
  /** The car whose history is imported; none: the whole garage's, from one file naming each car. */
  vehicle?: Vehicle;
}

/**
 * 'Import history' on a car's page, or on the garage page for the whole garage
 * (docs/product.md#importing-history): a spreadsheet or a LubeLogger export is read into a
 * preview; the keeper settles how it is read (a whole garage's file: which column names each row's
 * car), imports the good rows, takes the refused ones back as CSV, and can undo the import for 30
 * days.
 */
export function ImportHistorySection({ vehicle }: ImportHistorySectionProps) {
  const vehicleId = vehicle?.id ?? null;
  const queryClient = useQueryClient();
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  /** The import "Undo" was asked of: the one just written, or one of the list. */
  const [undoing, setUndoing] = useState<Pick<ImportSummary, 'id' | 'fileName' | 'written'> | null>(
    null,
  );
  const imports = useImports(vehicleId);
  /** Polling a file written in the background stops when the screen goes. */
  const shown = useRef(true);
  useEffect(() => {
    shown.current = true;
    return () => {
      shown.current = false;
    };
  }, []);

  const run = async (action: () => Promise<void>) => {
    setPending(true);
    setProblem(null);
    try {
      await action();
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setPending(false);
    }
  };

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const refused = importFileProblem(file);
    if (refused) {
      setProblem(refused);
      return;
    }
    setProblem(null);
    setProgress(0);
    try {
      setPreview(await uploadImport(vehicleId, file, setProgress));
      void imports.refetch();
    } catch (error) {
      setProblem(fileFailure(error));
    } finally {
      setProgress(null);
    }
  };

  const change = (patch: ImportPatch) =>
    void run(async () => {
      if (preview) setPreview(await changeImport(preview.id, patch));
    });

  const confirm = () =>
    void run(async () => {
      if (!preview) return;
      let done = await confirmImport(preview.id);
      setPreview(done);
      // A big file is written in the background: its progress is asked until it is done.
      while (done.state === 'importing') {
        await wait(IMPORT_POLL_MS);
        if (!shown.current) return;
        done = await getImport(done.id);
        setPreview(done);
      }
      await invalidateAfterImport(queryClient, vehicleId);
      if (done.state === 'imported')
        toast({ title: 'History imported', description: `${countsWords(done.counts)} added.` });
    });

  const drop = () =>
    void run(async () => {
      if (preview) await undoImport(preview.id);
      setPreview(null);
    });

  const undo = () =>
    void run(async () => {
      if (!undoing) return;
      try {
        await undoImport(undoing.id);
      } finally {
        setUndoing(null);
      }
      if (preview?.id === undoing.id) setPreview(null);
      await invalidateAfterImport(queryClient, vehicleId);
      toast({ title: 'Import undone', description: `What ${undoing.fileName} added is removed.` });
    });

  const downloadRefused = () =>
    void run(async () => {
      if (preview) await downloadRefusedRows(preview.id);
    });

  const picker = (
    <Stack gap={1}>
      <FilePicker>
        {preview ? 'Import another file' : 'Choose a file'}
        <input type="file" accept={IMPORT_ACCEPT} onChange={(event) => void choose(event)} />
      </FilePicker>
      {progress !== null ? (
        <MetaText role="status">Reading the file… {Math.round(progress * 100)}%</MetaText>
      ) : null}
    </Stack>
  );

  return (
    <Section title={vehicle ? 'Import history' : 'From one spreadsheet'}>
      <Stack gap={3}>
        {!preview ? (
          <>
            {vehicle ? (
              <p>
                Bring in the history you already keep: a spreadsheet (CSV in any delimiter, or an
                Excel workbook) or LubeLogger&apos;s CSV exports. You see what it will add before
                anything is written, and you can undo the import for 30 days.
              </p>
            ) : (
              <p>
                Bring in the history of every car at once: one spreadsheet (CSV in any delimiter, or
                an Excel workbook) with a column naming each row&apos;s car by its registration, VIN
                or chassis number, or its name (&lsquo;1967 Jaguar E-Type&rsquo;). You see what goes
                to each car before anything is written, and you can undo the import for 30 days.
              </p>
            )}
            {picker}
          </>
        ) : null}
        {problem ? <FieldError>{problem}</FieldError> : null}
        {preview?.state === 'preview' ? (
          <Card>
            <Stack gap={3}>
              <Stack gap={1}>
                <h3>{preview.fileName}</h3>
                <MetaText>{LAYOUT_WORDS[preview.layout]}</MetaText>
              </Stack>
              <ImportSettings
                key={preview.id}
                preview={preview}
                pending={pending}
                onChange={change}
              />
              <ImportPreviewView
                preview={preview}
                odometerUnit={vehicle?.odometerUnit ?? null}
                onDownloadRefused={downloadRefused}
              />
              <Cluster gap={2}>
                <Button
                  onClick={confirm}
                  loading={pending}
                  disabled={preview.dateOrderNeeded || toWrite(preview.counts) === 0}
                >
                  {toWrite(preview.counts) === 0
                    ? 'Nothing new to import'
                    : `Import ${countsWords(preview.counts).toLowerCase()}`}
                </Button>
                <Button variant="ghost" onClick={drop} disabled={pending}>
                  Cancel
                </Button>
              </Cluster>
            </Stack>
          </Card>
        ) : null}
        {preview?.state === 'importing' ? (
          <Card>
            <Stack gap={1} role="status">
              <h3>Importing {preview.fileName}</h3>
              <span>
                Writing {countsWords(preview.counts).toLowerCase()}… {preview.progress ?? 0}%
              </span>
              <Bar
                aria-label={`Importing ${preview.fileName}`}
                max={100}
                value={preview.progress ?? 0}
              />
              <MetaText>
                A big file is written a part at a time; you can keep using the app.
              </MetaText>
            </Stack>
          </Card>
        ) : null}
        {preview?.state === 'failed' ? (
          <Card>
            <Stack gap={2}>
              <h3>{preview.fileName} was not imported</h3>
              <FieldError>{preview.failure}</FieldError>
              <Cluster gap={2}>
                <Button variant="ghost" onClick={drop} disabled={pending}>
                  Dismiss
                </Button>
                {picker}
              </Cluster>
            </Stack>
          </Card>
        ) : null}
        {preview?.state === 'imported' ? (
          <Card>
            <Stack gap={2}>
              <h3>Imported from {preview.fileName}</h3>
              <ImportPreviewView
                preview={preview}
                odometerUnit={vehicle?.odometerUnit ?? null}
                onDownloadRefused={downloadRefused}
              />
              {preview.undoUntil ? (
                <MetaText>You can undo this import until {formatDate(preview.undoUntil)}.</MetaText>
              ) : null}
              <Cluster gap={2}>
                <Button variant="danger" onClick={() => setUndoing(preview)} disabled={pending}>
                  Undo this import
                </Button>
                {picker}
              </Cluster>
            </Stack>
          </Card>
        ) : null}
        <PastImports
          title={vehicle ? 'Imports of this car' : 'Imports of your garage'}
          imports={(imports.data ?? []).filter((item) => item.id !== preview?.id)}
          pending={pending}
          onUndo={setUndoing}
        />
        <ConfirmDialog
          open={undoing !== null}
          onOpenChange={(open) => {
            if (!open) setUndoing(null);
          }}
          title="Undo this import?"
          body={`The ${undoing?.written ?? 0} records imported from ${undoing?.fileName ?? 'this file'} will be deleted. Records you entered yourself stay.`}
          confirmLabel="Undo import"
          onConfirm={undo}
          pending={pending}
        />
      </Stack>
    </Section>
  );
}
