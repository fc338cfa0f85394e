import { useState } from 'react';
import { Button, PageLayout, useSession } from '@vg/shared';
import { ConsentDialog } from '../features/consent/consent-dialog';

/** The host opens the consent dialog after a Google sign-in; here a button does. */
export function ConsentPreview() {
  const { user } = useSession();
  const [open, setOpen] = useState(false);
  return (
    <PageLayout title="Consent dialog (preview)" description="Needs a signed-in account to submit.">
      <div>
        <Button onClick={() => setOpen(true)}>Open the consent dialog</Button>
      </div>
      <ConsentDialog
        open={open}
        defaultUsername={user?.username ?? ''}
        onComplete={() => setOpen(false)}
      />
    </PageLayout>
  );
}
