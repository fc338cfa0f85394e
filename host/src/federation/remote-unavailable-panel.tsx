import { ErrorState } from '@vg/shared';
import type { RemoteName } from '@vg/shared';

const SECTION_NAMES: Record<RemoteName, string> = {
  garage: 'garage',
  community: 'community',
  account: 'account',
  admin: 'admin',
};

interface RemoteUnavailablePanelProps {
  remote: RemoteName;
  onRetry: () => void;
}

/** Shown in place of a remote that is down, slow, incompatible or crashed. */
export function RemoteUnavailablePanel({ remote, onRetry }: RemoteUnavailablePanelProps) {
  return (
    <ErrorState
      title={`The ${SECTION_NAMES[remote]} section is unavailable`}
      message="This part of Vintage Garage could not be loaded right now. The rest of the site keeps working; try again in a moment."
      onRetry={onRetry}
    />
  );
}
