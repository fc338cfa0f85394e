export type {
  ChangeRefusal,
  NewChange,
  QueuedChange,
  QueuedFile,
  Resolution,
} from './outbox-types';
export {
  changesWaitingText,
  enqueueChange,
  offlineStore,
  onSignOutWipe,
  registerOutboxEngine,
  resolveChange,
  shouldQueueWrites,
  syncChanges,
  useOfflineState,
  wipeOfflineData,
  type OfflineState,
  type OutboxEngine,
  type UploadProgress,
} from './offline-state';
export { CHANGES_WAITING_KEY, markChangesWaiting } from './changes-waiting-mark';
