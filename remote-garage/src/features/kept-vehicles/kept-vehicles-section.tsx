import { Button, Card, Cluster, Section, Stack } from '@vg/shared';
import { useState } from 'react';
import { formatDate } from '../../lib/format';
import { useKeptVehicles } from './api/list-kept-vehicles';
import { KeptHistory } from './kept-history';

/**
 * "Cars I have kept" (docs/product.md#hand-over): each car the member handed over, with its history
 * up to the sale, read-only. Nothing is shown until there is one.
 */
export function KeptVehiclesSection() {
  const kept = useKeptVehicles();
  const [open, setOpen] = useState<string | null>(null);
  if (!kept.data?.length) return null;
  return (
    <Section title="Cars I have kept">
      <Stack gap={1} role="list" aria-label="Cars I have kept">
        {kept.data.map((car) => (
          <Card key={car.id} role="listitem">
            <Stack gap={1}>
              <Cluster justify="between">
                <Stack gap={0.5}>
                  <strong>{car.title}</strong>
                  <span>Handed over on {formatDate(car.handedOverOn)}</span>
                </Stack>
                <Button
                  size="sm"
                  variant="secondary"
                  aria-expanded={open === car.id}
                  onClick={() => setOpen(open === car.id ? null : car.id)}
                >
                  {open === car.id ? 'Hide its history' : 'Show its history'}
                </Button>
              </Cluster>
              {open === car.id ? <KeptHistory id={car.id} /> : null}
            </Stack>
          </Card>
        ))}
      </Stack>
    </Section>
  );
}
