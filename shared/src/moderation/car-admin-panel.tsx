import { useId, useState } from 'react';
import styled from 'styled-components';
import { Badge, Button, Card, Cluster, Skeleton, Stack } from '@vg/shared';
import { FeatureCarDialog } from './feature-car-dialog';
import { useAdminVehicle } from './moderation-api';
import { SuspendMemberDialog } from './suspend-member-dialog';
import { UnfeatureCarDialog } from './unfeature-car-dialog';

const Heading = styled.h2`
  font-size: ${({ theme }) => theme.type.size.lg};
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
`;

type Open = 'feature' | 'unfeature' | 'suspend' | null;

/**
 * What an administrator may do on a public car's page (docs/product.md#moderation): feature it in
 * the showcase with a blurb or take it off, and suspend its keeper (never another administrator).
 * The server checks the role of every call; this panel is only ever loaded for administrators.
 */
export function CarAdminPanel({ vehicleId }: { vehicleId: string }) {
  const car = useAdminVehicle(vehicleId);
  const [open, setOpen] = useState<Open>(null);
  const headingId = useId();
  const close = () => setOpen(null);

  if (!car.data) return car.isPending ? <Skeleton height="6rem" /> : null;
  const { title, featured, shown, note, keeper, visibility } = car.data;
  return (
    <Card as="section" aria-labelledby={headingId}>
      <Stack gap={1.5}>
        <Cluster justify="between">
          <Heading id={headingId}>Administrator</Heading>
          {shown ? <Badge tone="success">In the showcase</Badge> : null}
          {featured && !shown ? <Badge tone="warning">Waiting for an approved photo</Badge> : null}
        </Cluster>
        {featured && !shown ? (
          // The showcase shows only cars with an approved photo (docs/product.md#moderation).
          <Muted>
            Chosen for the showcase: it appears there once one of its photos is approved.
          </Muted>
        ) : null}
        {featured ? (
          <Muted>{note ? `Showcase blurb: “${note}”` : 'Featured without a blurb.'}</Muted>
        ) : (
          <Muted>Not in the showcase.</Muted>
        )}
        <Cluster role="group" aria-label="Administrator actions">
          {featured ? (
            <>
              <Button size="sm" variant="secondary" onClick={() => setOpen('feature')}>
                Edit showcase blurb
              </Button>
              <Button size="sm" variant="secondary" onClick={() => setOpen('unfeature')}>
                Remove from showcase
              </Button>
            </>
          ) : visibility === 'public' ? (
            <Button size="sm" onClick={() => setOpen('feature')}>
              Feature in the showcase
            </Button>
          ) : null}
          {keeper.suspended ? (
            <Badge tone="warning">@{keeper.username} is suspended</Badge>
          ) : keeper.isAdmin ? null : (
            <Button size="sm" variant="danger" onClick={() => setOpen('suspend')}>
              Suspend @{keeper.username}
            </Button>
          )}
        </Cluster>
      </Stack>
      {open === 'feature' ? (
        <FeatureCarDialog car={{ id: vehicleId, title, note, featured }} onClose={close} />
      ) : null}
      {open === 'unfeature' ? (
        <UnfeatureCarDialog
          car={{ id: vehicleId, title, keeper: keeper.username }}
          onClose={close}
        />
      ) : null}
      {open === 'suspend' ? <SuspendMemberDialog member={keeper} onClose={close} /> : null}
    </Card>
  );
}
