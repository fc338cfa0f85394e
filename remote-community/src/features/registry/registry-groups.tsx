import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { LoadMore, QueryView, SelectField, Stack } from '@vg/shared';
import type { RegistryGroupSort } from '@vg/contract';
import type { RegistryGroup, useRegistryGroups } from './api/get-registry';
import { registryHref, type RegistryParams } from './api/registry-params';

const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: ${({ theme }) => theme.space(1)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Group = styled.li`
  a,
  span.unknown {
    display: flex;
    justify-content: space-between;
    align-items: baseline;
    gap: ${({ theme }) => theme.space(1)};
    min-height: 44px;
    padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(1.5)};
    border: 1px solid ${({ theme }) => theme.color.hairline};
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.text};
    text-decoration: none;
  }
  a:hover {
    border-color: ${({ theme }) => theme.color.primary};
  }
  a:focus-visible {
    ${({ theme }) => theme.focusRing}
  }
`;

const Name = styled.span`
  font-weight: ${({ theme }) => theme.type.weight.medium};
`;

const Figures = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.type.size.sm};
  white-space: nowrap;
  ${({ theme }) => theme.type.tabularNums}
`;

const Controls = styled.div`
  max-width: 260px;
`;

const GROUP_SORT_OPTIONS = [
  { value: 'count', label: 'Most cars first' },
  { value: 'name', label: 'A to Z' },
];

function groupName(group: RegistryGroup): string {
  if (group.level === 'make') return group.make;
  if (group.level === 'model') return group.model ?? 'Model unknown';
  return group.year === null ? 'Year unknown' : String(group.year);
}

function span(group: RegistryGroup): string {
  if (group.level === 'year' || group.yearFrom === null || group.yearTo === null) return '';
  return group.yearFrom === group.yearTo
    ? `, ${group.yearFrom}`
    : `, ${group.yearFrom}–${group.yearTo}`;
}

function groupHref(group: RegistryGroup, params: RegistryParams): string | null {
  const keep = { q: params.q, sort: params.sort, groupSort: params.groupSort };
  if (group.level === 'make') return registryHref({ ...keep, make: group.makeKey });
  if (group.level === 'model' && group.modelKey)
    return registryHref({ ...keep, make: group.makeKey, model: group.modelKey });
  if (group.level === 'year' && group.year !== null)
    return registryHref({
      ...keep,
      make: group.makeKey,
      model: group.modelKey ?? '',
      year: group.year,
    });
  return null;
}

export interface RegistryGroupsProps {
  groups: ReturnType<typeof useRegistryGroups>;
  params: RegistryParams;
  /** 'Makes', 'Models of Alfa Romeo', 'Years of the Giulia'. */
  label: string;
  onSort: (sort: RegistryGroupSort) => void;
}

/** The next level down, each with how many cars it holds: pick one to narrow the cars below. */
export function RegistryGroups({ groups, params, label, onSort }: RegistryGroupsProps) {
  return (
    <Stack gap={2}>
      <Controls>
        <SelectField
          label="Order"
          options={GROUP_SORT_OPTIONS}
          value={params.groupSort}
          onChange={(event) => onSort(event.target.value as RegistryGroupSort)}
        />
      </Controls>
      <QueryView query={groups} errorTitle="Could not load the registry's groups" empty={null}>
        {(list) => (
          <Stack gap={2}>
            <List aria-label={label}>
              {list.map((group) => {
                const href = groupHref(group, params);
                const count = `${group.count} ${group.count === 1 ? 'car' : 'cars'}${span(group)}`;
                const content = (
                  <>
                    <Name>{groupName(group)}</Name>
                    <Figures>{count}</Figures>
                  </>
                );
                return (
                  <Group key={`${group.makeKey}/${group.modelKey ?? ''}/${group.year ?? ''}`}>
                    {href ? (
                      <Link to={href}>{content}</Link>
                    ) : (
                      <span className="unknown">{content}</span>
                    )}
                  </Group>
                );
              })}
            </List>
            <LoadMore list={groups} />
          </Stack>
        )}
      </QueryView>
    </Stack>
  );
}
