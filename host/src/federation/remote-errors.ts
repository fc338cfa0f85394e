import type { RemoteName } from '@vg/shared';

export type RemoteFailureReason = 'unreachable' | 'timeout' | 'interface' | 'missing';

/** Why a remote's page could not be shown; the console gets the detail. */
export class RemoteUnavailableError extends Error {
  constructor(
    readonly remote: RemoteName,
    readonly reason: RemoteFailureReason,
    detail: string,
  ) {
    super(`[vg] The ${remote} remote is unavailable (${reason}): ${detail}`);
    this.name = 'RemoteUnavailableError';
  }
}
