import { useSyncExternalStore } from 'react';
import { createExternalStore } from '../lib/create-external-store';
import type { NewChange, QueuedChange, Resolution } from './outbox-types';

// The offline state every app reads: the host's top bar and the garage show the same counter. It
// lives in the main @vg/shared module (a federation singleton, so there is one of it per page) and
// holds no IndexedDB code: that is the engine (./engine), which the host loads only for a member
// (docs/adr/0015), keeping visitor pages' first load as it was.

export interface UploadProgress {
  changeId: string;
  fraction: number;
}

export interface OfflineState {
  /** The member whose waiting changes these are; null when the engine is not running. */
  memberId: string | null;
  changes: QueuedChange[];
  online: boolean;
  /** When the cached garage was last fresh from the server (ms), for the offline bar. */
  freshAt: number | null;
  sending: boolean;
  upload: UploadProgress | null;
}

/** What the engine offers once loaded; the apps reach it through the functions below. */
export interface OutboxEngine {
  enqueue(change: NewChange): Promise<QueuedChange>;
  resolve(changeId: string, resolution: Resolution): Promise<void>;
  sync(): Promise<void>;
}

const isOnline = () => (typeof navigator === 'undefined' ? true : navigator.onLine !== false);

export const offlineStore = createExternalStore<OfflineState>({
  memberId: null,
  changes: [],
  online: isOnline(),
  freshAt: null,
  sending: false,
  upload: null,
});

let engine: OutboxEngine | null = null;
let engineReady: Promise<OutboxEngine> | null = null;
let announceEngine: ((value: OutboxEngine) => void) | null = null;

function pendingEngine(): Promise<OutboxEngine> {
  engineReady ??= new Promise((resolve) => (announceEngine = resolve));
  return engineReady;
}

/** Called by the engine when it runs for a member (null when it stops). */
export function registerOutboxEngine(next: OutboxEngine | null): void {
  engine = next;
  if (next) {
    announceEngine?.(next);
    engineReady = Promise.resolve(next);
  } else {
    engineReady = null;
    announceEngine = null;
  }
}

/** Queues a change for the signed-in member; it shows at once and is sent when the network allows. */
export async function enqueueChange(change: NewChange): Promise<QueuedChange> {
  return (engine ?? (await pendingEngine())).enqueue(change);
}

export async function resolveChange(changeId: string, resolution: Resolution): Promise<void> {
  await (engine ?? (await pendingEngine())).resolve(changeId, resolution);
}

export async function syncChanges(): Promise<void> {
  await engine?.sync();
}

/** True when a write should go to the queue rather than to the network now. */
export function shouldQueueWrites(): boolean {
  return !isOnline() || offlineStore.getState().changes.some((change) => !change.refusal);
}

export function useOfflineState(): OfflineState {
  return useSyncExternalStore(offlineStore.subscribe, offlineStore.getState, offlineStore.getState);
}

/** "3 changes waiting", "1 change waiting": the counter of the garage and the top bar. */
export function changesWaitingText(count: number): string {
  return `${count} ${count === 1 ? 'change' : 'changes'} waiting`;
}

type Wiper = () => Promise<void>;
const wipers = new Set<Wiper>();

/** The engine registers what signing out must remove from the device. */
export function onSignOutWipe(wiper: Wiper): () => void {
  wipers.add(wiper);
  return () => wipers.delete(wiper);
}

/** Signing out: the cached garage and its photos leave the device (waiting changes stay, per member). */
export async function wipeOfflineData(): Promise<void> {
  await Promise.all([...wipers].map((wipe) => wipe().catch(() => undefined)));
}
