import {
  Badge,
  Button,
  Card,
  Cluster,
  ConfirmDialog,
  Lede,
  Section,
  serverMessageOr,
  Stack,
  theme,
  toast,
} from '@vg/shared';
import { errorMessage } from '@vg/shared/forms';
import type { Collaboration } from '@vg/contract';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useEndCollaboration } from '../../entities/collaborations/api/end-collaboration';
import { ROLE_LABELS } from '../../entities/collaborations/collaboration-labels';
import { formatDate } from '../../lib/format';

const CarLink = styled(Link)`
  font-family: ${theme.type.heading};
  font-size: ${theme.type.size.lg};
`;

const Muted = styled.span`
  color: ${theme.color.textMuted};
`;

/**
 * "Cars I work on" (docs/product.md#workshops-and-co-keepers): the cars of other keepers the member
 * accepted to work on, each opening its page, with Leave. While only invitations wait, it says
 * where an accepted car will be; with neither it is not shown.
 */
export function CarsIWorkOnSection({
  cars,
  invited,
}: {
  cars: Collaboration[];
  /** Invitations wait above: the empty list says what accepting one does. */
  invited: boolean;
}) {
  const leave = useEndCollaboration();
  const [leaving, setLeaving] = useState<Collaboration | null>(null);
  if (cars.length === 0 && !invited) return null;

  const onLeave = (car: Collaboration) =>
    leave.mutate(
      { id: car.id, vehicleId: car.vehicleId },
      {
        onSuccess: () => {
          setLeaving(null);
          toast({
            title: `You no longer work on the ${car.vehicleTitle}`,
            description: 'Its keeper is told. What you recorded stays in its history.',
          });
        },
        onError: (error) => {
          setLeaving(null);
          toast({ title: serverMessageOr(error, errorMessage(error)), variant: 'destructive' });
        },
      },
    );

  return (
    <Section title="Cars I work on">
      {cars.length === 0 ? (
        <Lede>
          No car yet. Accept an invitation above and the car is here, to open and add your work to
          its history.
        </Lede>
      ) : (
        <Stack gap={1} role="list" aria-label="Cars I work on">
          {cars.map((car) => (
            <Card key={car.id} role="listitem">
              <Cluster justify="between">
                <Stack gap={0.5}>
                  <Cluster gap={1}>
                    <CarLink to={`/vehicles/${car.vehicleId}`}>{car.vehicleTitle}</CarLink>
                    <Badge>{ROLE_LABELS[car.role]}</Badge>
                  </Cluster>
                  <Muted>
                    Kept by {car.keeperUsername}
                    {car.businessName ? ` · as ${car.businessName}` : ''}
                    {car.acceptedAt ? ` · since ${formatDate(car.acceptedAt.slice(0, 10))}` : ''}
                  </Muted>
                </Stack>
                <Button size="sm" variant="secondary" onClick={() => setLeaving(car)}>
                  Leave
                </Button>
              </Cluster>
            </Card>
          ))}
        </Stack>
      )}
      <ConfirmDialog
        open={leaving !== null}
        onOpenChange={(open) => (open ? null : setLeaving(null))}
        title={`Leave the ${leaving?.vehicleTitle ?? 'car'}?`}
        body="You can no longer open it or add to it; what you recorded stays in its history. Its keeper can invite you again."
        confirmLabel="Leave the car"
        onConfirm={() => (leaving ? onLeave(leaving) : undefined)}
        pending={leave.isPending}
      />
    </Section>
  );
}
