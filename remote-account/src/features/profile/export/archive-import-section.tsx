import { useQueryClient } from '@tanstack/react-query';
import type { ArchiveCar, ArchiveImport } from '@vg/contract';
import { ARCHIVE_MAX_BYTES, ARCHIVE_TOO_LARGE } from '@vg/contract/rules';
import {
  FieldError,
  Stack,
  apiPath,
  getApiBase,
  sharedQueryKeys,
  uploadWithProgress,
  type ApiAnswer,
} from '@vg/shared';
import { errorMessage } from '@vg/shared/forms';
import { useId, useState, type ChangeEvent } from 'react';
import styled from 'styled-components';

const Muted = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  max-width: ${({ theme }) => theme.layout.readableMaxWidth};
`;

const Picker = styled.label`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space(2)};
  border: 1px solid ${({ theme }) => theme.color.primary};
  border-radius: ${({ theme }) => theme.radius.sm};
  color: ${({ theme }) => theme.color.primary};
  cursor: pointer;
  align-self: flex-start;
  &:focus-within {
    ${({ theme }) => theme.focusRing}
  }
  input {
    position: absolute;
    width: 1px;
    height: 1px;
    opacity: 0;
  }
`;

const KEY = 'POST /imports';

/** POST /api/v1/imports (multipart, through XHR so the upload shows its progress). */
async function importArchive(file: File, onProgress: (fraction: number) => void) {
  const form = new FormData();
  form.append('file', file, file.name);
  const answer = (await uploadWithProgress(
    `${getApiBase()}${apiPath(KEY)}`,
    form,
    onProgress,
  )) as ApiAnswer<typeof KEY>;
  return answer.data;
}

function carWords(car: ArchiveCar): string {
  if (car.alreadyImported) return `${car.title}: imported before, not added again.`;
  if (!car.vehicleId) return `${car.title}: not imported.`;
  const { maintenance, modifications, photos, papers } = car.added;
  return `${car.title}: added with ${maintenance} maintenance records, ${modifications} modifications, ${photos} photos and ${papers} papers.`;
}

/**
 * Import an archive (docs/product.md#importing-history): the ZIP 'Export everything' made, here or
 * on another Vintage Garage, brought into this account a car at a time, and what came of each car.
 */
export function ArchiveImportSection() {
  const queryClient = useQueryClient();
  const inputId = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [result, setResult] = useState<ArchiveImport | null>(null);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setResult(null);
    if (file.size > ARCHIVE_MAX_BYTES) {
      setProblem(ARCHIVE_TOO_LARGE);
      return;
    }
    setProblem(null);
    setProgress(0);
    try {
      setResult(await importArchive(file, setProgress));
      // The garage's lists and dashboard show the new cars.
      await Promise.all(
        sharedQueryKeys.garage.all.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
    } catch (error) {
      setProblem(
        (error as { fields?: Record<string, string> }).fields?.file ?? errorMessage(error),
      );
    } finally {
      setProgress(null);
    }
  };

  return (
    <Stack gap={2}>
      <h3>Import an archive</h3>
      <Muted>
        Bring in an archive made by Export everything, here or on another Vintage Garage: every car
        with its records, keepers, costs, photos and papers. Cars arrive private, and their photos
        wait for review; a car you imported before is not added again.
      </Muted>
      <Picker htmlFor={inputId}>
        Choose an archive
        <input
          id={inputId}
          type="file"
          accept=".zip,application/zip"
          disabled={progress !== null}
          onChange={(event) => void choose(event)}
        />
      </Picker>
      {progress !== null ? (
        <p role="status">Importing… {Math.round(progress * 100)}% sent</p>
      ) : null}
      {problem ? <FieldError>{problem}</FieldError> : null}
      {result ? (
        <Stack gap={1} role="status">
          <p>
            {result.cars.length === 0
              ? `${result.fileName} holds no cars.`
              : `From ${result.fileName}:`}
          </p>
          <ul>
            {result.cars.map((car, index) => (
              <li key={car.vehicleId ?? `${car.title}-${index}`}>
                {carWords(car)}
                {car.refused.length > 0 ? (
                  <ul>
                    {car.refused.map((reason) => (
                      <li key={reason}>{reason}</li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
        </Stack>
      ) : null}
    </Stack>
  );
}
