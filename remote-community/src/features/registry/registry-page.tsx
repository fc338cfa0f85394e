import styled from 'styled-components';
import {
  Button,
  ButtonLink,
  EmptyState,
  Grid,
  LoadMore,
  PageLayout,
  QueryView,
  Section,
  SelectField,
  Stack,
} from '@vg/shared';
import type { RegistrySort } from '@vg/contract';
import { useRegistryCars, useRegistryGroups } from './api/get-registry';
import { useRegistryParams, type RegistryParams } from './api/registry-params';
import { RegistryCarCard } from './registry-car-card';
import { RegistryGroups } from './registry-groups';
import { RegistrySearch } from './registry-search';
import { summaryLine } from './registry-summary';
import { RegistryTrail } from './registry-trail';

const CAR_SORT_OPTIONS = [
  { value: 'recent', label: 'Newest on the registry' },
  { value: 'year', label: 'Oldest first' },
  { value: 'name', label: 'Make and model, A to Z' },
];

const Summary = styled.p`
  font-family: ${({ theme }) => theme.type.heading};
  font-size: ${({ theme }) => theme.type.size.lg};
  ${({ theme }) => theme.type.tabularNums}
`;

const Controls = styled.div`
  max-width: 260px;
`;

const Item = styled.div`
  display: flex;
  flex-direction: column;

  & > * {
    flex: 1;
  }
`;

function groupsLabel(params: RegistryParams, makeName: string, modelName: string): string {
  if (params.model) return `Years of the ${modelName}`;
  if (params.make) return `Models of ${makeName}`;
  return 'Makes';
}

/** /registry (public): every public car, by make, model and year, with a search box. */
export function RegistryPage() {
  const [params, update] = useRegistryParams();
  const atYear = params.year !== null;
  const groups = useRegistryGroups(params, !atYear);
  const cars = useRegistryCars(params);
  const summary = cars.data?.summary ?? null;
  const makeName = summary?.make ?? params.make;
  const modelName = summary?.model ?? params.model;

  const clearSearch = <Button onClick={() => update({ q: '' })}>Clear search</Button>;
  const noResults = params.q ? (
    <EmptyState
      icon="search"
      title={`No car matches “${params.q}”`}
      description="Check the spelling, or search for part of a make, model, variant, coachbuilder, colour or keeper's name. Private cars are never listed."
      action={clearSearch}
    />
  ) : params.make ? (
    <EmptyState
      icon="car"
      title={`No public ${[makeName, params.model ? modelName : '', params.year ?? ''].filter(Boolean).join(' ')} on the registry`}
      description="Its keepers may have made their cars private. Look at the other makes meanwhile."
      action={<ButtonLink to="/registry">All makes</ButtonLink>}
    />
  ) : (
    <EmptyState
      icon="car"
      title="The registry is waiting for its first car"
      description="Every car its keeper makes public is listed here, by make, model and year. Make one of yours public from its page to be the first."
      action={<ButtonLink to="/vehicles">Go to my vehicles</ButtonLink>}
    />
  );

  return (
    <PageLayout
      title="Registry"
      description="Every public car on Vintage Garage, by make, model and year: find the other surviving examples of yours."
    >
      <RegistrySearch query={params.q} onSearch={(q) => update({ q })} />
      <RegistryTrail
        params={params}
        makeName={summary?.make ?? null}
        modelName={summary?.model ?? null}
      />
      {summary ? (
        <Summary role="status">{summaryLine(summary, params.q, params.year)}</Summary>
      ) : null}
      {atYear || summary?.count === 0 ? null : (
        <Section title={groupsLabel(params, makeName, modelName)}>
          <RegistryGroups
            groups={groups}
            params={params}
            label={groupsLabel(params, makeName, modelName)}
            onSort={(groupSort) => update({ groupSort })}
          />
        </Section>
      )}
      <Section title="Cars">
        {/* Nothing to order until there are cars. */}
        {cars.data?.cars.length === 0 ? null : (
          <Controls>
            <SelectField
              label="Sort cars"
              options={CAR_SORT_OPTIONS}
              value={params.sort}
              onChange={(event) => update({ sort: event.target.value as RegistrySort })}
            />
          </Controls>
        )}
        <QueryView
          query={{ ...cars, data: cars.data?.cars }}
          errorTitle="Could not load the registry"
          empty={noResults}
        >
          {(list) => (
            <Stack gap={3}>
              <Grid role="list" aria-label="Cars on the registry" minColumnWidth="260px">
                {list.map((car) => (
                  <Item key={car.id} role="listitem">
                    <RegistryCarCard car={car} />
                  </Item>
                ))}
              </Grid>
              <LoadMore list={cars} />
            </Stack>
          )}
        </QueryView>
      </Section>
    </PageLayout>
  );
}
