import { Badge, useOfflineState } from '@vg/shared';
import type { Waiting } from './send-or-queue';

/** On a record made or changed offline: "Waiting to sync", or why the server refused it. */
export function WaitingBadge({ record }: { record: object }) {
  const { changes } = useOfflineState();
  const { pendingChangeId } = record as Waiting;
  if (!pendingChangeId) return null;
  const change = changes.find((item) => item.id === pendingChangeId);
  if (change?.refusal) return <Badge tone="error">Not synced: needs your choice</Badge>;
  return <Badge tone="warning">Waiting to sync</Badge>;
}
