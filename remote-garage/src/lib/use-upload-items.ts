import { useState } from 'react';
import { errorMessage } from '@vg/shared/forms';
import type { QueuedUpload, UploadItem } from './upload-progress-list';

export interface UploadJob {
  file: File;
  /** The client's own check, made before a byte is sent: its refusal in words, or null. */
  problem: string | null;
}

export interface UploadHandlers {
  send: (file: File, onProgress: (fraction: number) => void) => Promise<object>;
  /** A refusal's words for the file's line; by default the server's text without its status. */
  failureOf?: (error: unknown) => string;
}

const withoutStatus = (error: unknown) => errorMessage(error).replace(/^\d{3}: /, '');

/**
 * The files of an upload panel and where each stands (photos, papers): sent one at a time, so a
 * phone on a slow line finishes files instead of stalling them all; a refused file says why and
 * the rest go on; one queued offline follows its waiting change (docs/adr/0015).
 */
export function useUploadItems() {
  const [items, setItems] = useState<UploadItem[]>([]);
  const update = (key: string, patch: Partial<UploadItem>) =>
    setItems((current) => current.map((item) => (item.key === key ? { ...item, ...patch } : item)));

  /** Lists the files, then sends those that passed their check; resolves with the failures. */
  const run = async (jobs: UploadJob[], { send, failureOf = withoutStatus }: UploadHandlers) => {
    const stamp = Date.now();
    const batch = jobs.map((job, index) => ({
      ...job,
      item: {
        key: `${stamp}-${index}-${job.file.name}`,
        name: job.file.name,
        progress: 0,
        state: 'waiting',
      } as UploadItem,
    }));
    setItems((current) => [
      ...batch.map(({ item }) => item),
      ...current.filter((item) => item.state !== 'done'),
    ]);
    const failures: unknown[] = [];
    for (const { file, problem, item } of batch) {
      if (problem) {
        update(item.key, { state: 'failed', error: problem });
        continue;
      }
      update(item.key, { state: 'uploading' });
      try {
        const answer = await send(file, (progress) => update(item.key, { progress }));
        if ('queuedChangeId' in answer)
          update(item.key, {
            state: 'queued',
            changeId: (answer as QueuedUpload).queuedChangeId,
            progress: 0,
          });
        else update(item.key, { state: 'done', progress: 1 });
      } catch (error) {
        failures.push(error);
        update(item.key, { state: 'failed', error: failureOf(error) });
      }
    }
    return failures;
  };

  return { items, run };
}
