import { ErrorState, type RemoteName } from '@vg/shared';

interface RemoteUnavailablePanelProps {
  remote: RemoteName;
  onRetry: () => void;
}

/** Shown in place of a remote that is down, slow, incompatible or crashed. */
export function RemoteUnavailablePanel({ remote, onRetry }: RemoteUnavailablePanelProps) {
  return (
    <ErrorState
      title={`The ${remote} section is unavailable`}
      message="This part of Vintage Garage could not be loaded right now. The rest of the site keeps working; try again in a moment."
      onRetry={onRetry}
      retryLabel="Retry"
    />
  );
}
