import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  Badge,
  Button,
  Card,
  Cluster,
  EmptyState,
  LoadMore,
  QueryView,
  SearchForm,
  Stack,
} from '@vg/shared';
import type { AdminVehicle } from '@vg/contract';
import { FeatureCarDialog } from '@vg/shared/moderation';
import { Thumbnail } from '../../lib/thumbnail';
import { useFindCars } from './api/find-cars';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(1.5)};
`;

const Facts = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.type.size.sm};
`;

function CarRow({ car, onFeature }: { car: AdminVehicle; onFeature: () => void }) {
  return (
    <Card as="li">
      <Cluster justify="between" gap={2}>
        <Cluster gap={2}>
          <Thumbnail url={car.coverThumbUrl} alt={car.title} size={72} />
          <Stack gap={0.5}>
            <Link to={car.publicPath}>{car.title}</Link>
            <Facts>
              @{car.keeper.username}
              {car.identifier ? ` · ${car.identifier}` : ''}
            </Facts>
          </Stack>
        </Cluster>
        {car.shown ? (
          <Badge tone="success">In the showcase</Badge>
        ) : car.featured ? (
          // Chosen, but the showcase shows only cars with an approved photo (docs/product.md#moderation).
          <Badge tone="warning">Waiting for an approved photo</Badge>
        ) : (
          <Button size="sm" onClick={onFeature} aria-label={`Feature ${car.title}`}>
            Feature…
          </Button>
        )}
      </Cluster>
    </Card>
  );
}

function Results({ q }: { q: string }) {
  const cars = useFindCars(q);
  const [featuring, setFeaturing] = useState<AdminVehicle | null>(null);
  return (
    <>
      <QueryView
        query={cars}
        errorTitle="Could not search the cars"
        empty={
          <EmptyState
            icon="search"
            title={`No public car matches “${q}”`}
            description="Try the make or model alone, a year, the keeper's username, or the chassis number as stamped. Only public cars can be featured."
          />
        }
      >
        {(list) => (
          <Stack gap={1.5}>
            <List aria-label={`Cars matching “${q}”`}>
              {list.map((car) => (
                <CarRow key={car.id} car={car} onFeature={() => setFeaturing(car)} />
              ))}
            </List>
            <LoadMore list={cars} />
          </Stack>
        )}
      </QueryView>
      {featuring ? <FeatureCarDialog car={featuring} onClose={() => setFeaturing(null)} /> : null}
    </>
  );
}

/**
 * Finds public cars the way the registry does (make, model, year, keeper, identifier), marks those
 * already featured, and features one through the same dialog as a car's own page: no internal id
 * is ever typed.
 */
export function CarSearch() {
  const [q, setQ] = useState('');
  return (
    <Stack gap={2}>
      <SearchForm
        label="Find a car"
        type="search"
        hint="Make, model, year, the keeper's username or the chassis number, as in the registry."
        maxLength={100}
        onSearch={(text) => setQ(text.trim())}
      />
      {q ? <Results q={q} /> : null}
    </Stack>
  );
}
