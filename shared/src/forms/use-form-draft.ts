import { useSignedInUserId } from '@vg/shared';
import { useEffect, useMemo } from 'react';
import { clearDraft, clearDraftsOnSignOut, readDraft, writeDraft } from './form-drafts';

/**
 * Where a form keeps what the signed-in member typed, so it survives a reload: pass it to
 * `useForm({ draft })`. A hook of its own so forms without drafts (sign-in, registration) do not
 * carry the draft code.
 */
export interface FormDraft<Values> {
  /** Whose draft it is: it is restored once the session says who is signed in. */
  owner: string | undefined;
  read(): Values | null;
  write(values: Values): void;
  clear(): void;
}

/** A local draft named `key` ('vehicle:new', 'maintenance:<vehicleId>:new'). */
export function useFormDraft<Values>(key: string): FormDraft<Values> {
  const owner = useSignedInUserId();
  useEffect(clearDraftsOnSignOut, []);
  return useMemo(
    () => ({
      owner,
      read: () => readDraft<Values>(key, owner),
      write: (values: Values) => writeDraft(key, owner, values),
      clear: () => clearDraft(key),
    }),
    [key, owner],
  );
}
