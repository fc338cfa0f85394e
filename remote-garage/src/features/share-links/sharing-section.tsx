import {
  Badge,
  Button,
  Card,
  CheckboxField,
  Cluster,
  ErrorState,
  LoadingState,
  Section,
  Stack,
  TextField,
  theme,
  toast,
  useSession,
} from '@vg/shared';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { CONFIRM_EMAIL_TO_SHARE } from '../../lib/confirm-email-to-share';
import { formatDate } from '../../lib/format';
import { errorMessage } from '@vg/shared/forms';
import type { ShareScope } from '../../entities/public-vehicle/api/public-vehicle-types';
import type { Vehicle } from '../../entities/vehicles/api/vehicle-types';
import { useCreateShareLink } from './api/create-share-link';
import { useShareLinks } from './api/list-share-links';
import { useRevokeShareLink } from './api/revoke-share-link';
import { useRotateShareLink } from './api/rotate-share-link';
import type { NewShareLink, ShareLink } from './api/share-link-types';

const Muted = styled.p`
  color: ${theme.color.textMuted};
  font-size: ${theme.type.size.sm};
`;

const SCOPE_LABELS: Record<keyof ShareScope, string> = {
  maintenance: 'Maintenance records',
  modifications: 'Modifications',
  photos: 'Approved photos',
  costs: 'What things cost',
  notes: 'Private notes',
  documents: 'Papers (invoices, certificates, registration documents)',
};

/** What the costs and notes choices say: both are the keeper's own until they tick them. */
const SCOPE_HINTS: Partial<Record<keyof ShareScope, string>> = {
  costs: 'Off unless you choose it. The purchase price is never shown.',
  notes: 'Off unless you choose it: the notes on maintenance records and keepers.',
  documents: 'Off unless you choose it. Whoever has the link can download each file.',
};

const describeScope = (scope: ShareScope) =>
  (Object.keys(SCOPE_LABELS) as Array<keyof ShareScope>)
    .filter((key) => scope[key])
    .map((key) => SCOPE_LABELS[key].toLowerCase())
    .join(', ') || 'particulars and provenance only';

const failed = (error: unknown) =>
  toast({ title: 'Error', description: errorMessage(error), variant: 'destructive' });

/** Who can see the vehicle: its public page, and links the owner hands out, revokes and replaces. */
export function SharingSection({ vehicle }: { vehicle: Vehicle }) {
  const links = useShareLinks(vehicle.id);
  const createLink = useCreateShareLink();
  const revokeLink = useRevokeShareLink();
  const rotateLink = useRotateShareLink();
  const [label, setLabel] = useState('');
  const [scope, setScope] = useState<ShareScope>({
    maintenance: true,
    modifications: true,
    photos: true,
    costs: false,
    notes: false,
    documents: false,
  });
  const [fresh, setFresh] = useState<NewShareLink | null>(null);
  const shareable = vehicle.visibility !== 'private';
  const unverified = useSession().user?.emailVerified === false;
  const freshUrl = fresh ? `${window.location.origin}${fresh.path}` : '';

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(freshUrl);
      toast({ title: 'Link copied' });
    } catch {
      toast({ title: 'Copy the link by hand', description: freshUrl });
    }
  };

  const activeLinks = links.data?.filter((link) => !link.revokedAt) ?? [];

  return (
    <Section title="Sharing">
      {vehicle.visibility === 'public' && vehicle.identifierKey ? (
        <p>
          Public page:{' '}
          <Link to={`/public/${vehicle.identifierKey}`}>/public/{vehicle.identifierKey}</Link>
        </p>
      ) : null}
      {!shareable ? (
        <Muted>
          This vehicle is private. Make it unlisted (or public) in Edit to share it with a link.
        </Muted>
      ) : unverified ? (
        <Muted>{CONFIRM_EMAIL_TO_SHARE}</Muted>
      ) : (
        <Card>
          <Stack gap={2}>
            <TextField
              label="Who is this link for?"
              hint="Only you see this label, e.g. 'Club registrar'."
              value={label}
              onChange={(event) => setLabel(event.target.value)}
            />
            <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
              <legend>The link shows the particulars and provenance, and:</legend>
              <Stack gap={1}>
                {(Object.keys(SCOPE_LABELS) as Array<keyof ShareScope>).map((key) => (
                  <CheckboxField
                    key={key}
                    label={SCOPE_LABELS[key]}
                    hint={SCOPE_HINTS[key]}
                    checked={scope[key]}
                    onChange={(event) =>
                      setScope((current) => ({ ...current, [key]: event.target.checked }))
                    }
                  />
                ))}
              </Stack>
            </fieldset>
            <Cluster>
              <Button
                loading={createLink.isPending}
                onClick={() =>
                  createLink.mutate(
                    { vehicleId: vehicle.id, label: label.trim() || null, scope },
                    {
                      onSuccess: (link) => {
                        setFresh(link);
                        setLabel('');
                      },
                      onError: failed,
                    },
                  )
                }
              >
                Create share link
              </Button>
            </Cluster>
          </Stack>
        </Card>
      )}
      {fresh ? (
        <Card role="status">
          <Stack gap={1}>
            <strong>Your new link (shown only now):</strong>
            <TextField
              label="Share link"
              readOnly
              value={freshUrl}
              onFocus={(event) => event.target.select()}
            />
            <Cluster>
              <Button size="sm" onClick={() => void copy()}>
                Copy link
              </Button>
              <Button size="sm" variant="ghost" onClick={() => setFresh(null)}>
                Done
              </Button>
            </Cluster>
          </Stack>
        </Card>
      ) : null}
      {links.isPending ? <LoadingState /> : null}
      {links.isError ? (
        <ErrorState message={errorMessage(links.error)} onRetry={() => void links.refetch()} />
      ) : null}
      {activeLinks.length > 0 ? (
        <Stack gap={1}>
          {activeLinks.map((link: ShareLink) => (
            <Card key={link.id}>
              <Cluster justify="between">
                <Stack gap={0.5}>
                  <span>
                    <strong>{link.label ?? 'Share link'}</strong>{' '}
                    <Badge tone="success">Active</Badge>
                  </span>
                  <Muted>
                    Created {formatDate(link.createdAt.slice(0, 10))} · shows{' '}
                    {describeScope(link.scope)}
                  </Muted>
                </Stack>
                <Cluster>
                  <Button
                    size="sm"
                    variant="secondary"
                    onClick={() =>
                      rotateLink.mutate(link.id, { onSuccess: setFresh, onError: failed })
                    }
                  >
                    Replace link
                  </Button>
                  <Button
                    size="sm"
                    variant="danger"
                    onClick={() => revokeLink.mutate(link.id, { onError: failed })}
                  >
                    Revoke
                  </Button>
                </Cluster>
              </Cluster>
            </Card>
          ))}
        </Stack>
      ) : null}
    </Section>
  );
}
