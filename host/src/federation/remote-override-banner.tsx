import { useEffect, useState } from 'react';
import { BannerView, Button } from '@vg/shared';
import type { AppliedOverride } from './remote-overrides';
import { remoteOverridesInEffect, resetRemoteOverrides } from './remote-registry';

export const overrideText = ({ remote, url }: AppliedOverride) =>
  `Development override: the ${remote} remote is loaded from ${url}, not from the registry.`;

/**
 * Sticky while a remote comes from a developer's override, so nobody mistakes the page for the
 * release; one click returns to the registry.
 */
export function RemoteOverrideBanner() {
  const [overrides, setOverrides] = useState<AppliedOverride[]>([]);
  useEffect(() => {
    let live = true;
    remoteOverridesInEffect().then(
      (applied) => live && setOverrides(applied),
      () => undefined, // no registry: the remote pages say so themselves
    );
    return () => {
      live = false;
    };
  }, []);
  if (overrides.length === 0) return null;
  return (
    <>
      {overrides.map((override) => (
        <BannerView
          key={override.remote}
          kind="warning"
          text={overrideText(override)}
          actions={(messageId) => (
            <Button
              variant="ghost"
              size="sm"
              onClick={resetRemoteOverrides}
              aria-describedby={messageId}
            >
              Use the registry
            </Button>
          )}
        />
      ))}
    </>
  );
}
