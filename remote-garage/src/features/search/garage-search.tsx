import { Card, EmptyState, ErrorState, LoadingState, Stack, TextField, theme } from '@vg/shared';
import { errorMessage } from '@vg/shared/forms';
import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { formatDate } from '../../lib/format';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { SEARCH_MIN_LENGTH, useGarageSearch } from './api/search-garage';
import { HIT_KIND_LABELS, hitAddress } from './search-hit-link';
import { SnippetText } from './snippet-text';

const Results = styled.ol`
  list-style: none;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${theme.space(1.5)};
`;

const Title = styled(Link)`
  font-family: ${theme.type.heading};
  font-size: ${theme.type.size.lg};
  color: ${theme.color.primary};

  &:focus-visible {
    ${theme.focusRing}
  }
`;

const Facts = styled.p`
  color: ${theme.color.textMuted};
  font-size: ${theme.type.size.sm};
  ${theme.type.tabularNums}
`;

interface GarageSearchProps {
  /** The search in the address (?q=), so Back and a shared link keep it. */
  query: string;
  onQueryChange: (query: string) => void;
}

/**
 * "Search your garage": papers (their text too) and records, as the keeper types (a pause, not
 * every key); each hit with the words found marked and a link to where it is kept.
 */
export function GarageSearch({ query, onQueryChange }: GarageSearchProps) {
  const [typed, setTyped] = useState(query);
  // Back and Forward change the address: the field follows it.
  useEffect(() => setTyped(query), [query]);
  const settled = useDebouncedValue(typed.trim());
  useEffect(() => {
    if (settled !== query) onQueryChange(settled);
    // Only a pause in typing writes the address; the address itself is followed above.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled]);
  const q = query;
  const search = useGarageSearch(q);
  // Enter searches at once, without waiting for the pause.
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onQueryChange(typed.trim());
  };

  const results = () => {
    if (q.length < SEARCH_MIN_LENGTH)
      return (
        <EmptyState
          icon="search"
          title="Search your papers and records"
          description="Type at least two letters: a shop's name, a part, a word from an invoice."
        />
      );
    if (search.isPending) return <LoadingState />;
    if (search.isError)
      return (
        <ErrorState
          title="The search did not work"
          message={errorMessage(search.error)}
          onRetry={() => void search.refetch()}
        />
      );
    if (search.data.data.length === 0)
      return (
        <EmptyState
          icon="search"
          title={`Nothing in your garage matches “${search.data.query}”`}
          description="Try another word, or fewer words: a paper is searched once its text has been read."
        />
      );
    const count = search.data.data.length;
    return (
      <Stack gap={1.5}>
        <Facts role="status">
          {count === 1 ? '1 result' : `${count} results`} for “{search.data.query}”
        </Facts>
        <Results aria-label="Search results">
          {search.data.data.map((hit) => (
            <li key={`${hit.kind}-${hit.id}`}>
              <Card as="article" aria-label={hit.title}>
                <Stack gap={0.5}>
                  <Title to={hitAddress(hit)}>{hit.title}</Title>
                  <Facts>
                    {[
                      HIT_KIND_LABELS[hit.kind],
                      hit.vehicleTitle,
                      hit.date ? formatDate(hit.date) : null,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </Facts>
                  {hit.snippet.length > 0 ? (
                    <p>
                      <SnippetText parts={hit.snippet} />
                    </p>
                  ) : null}
                </Stack>
              </Card>
            </li>
          ))}
        </Results>
      </Stack>
    );
  };

  return (
    <Stack gap={3}>
      <form role="search" aria-label="Your garage" onSubmit={submit}>
        <TextField
          label="Search your garage"
          hint="Papers, their text, and your maintenance and modification records."
          type="search"
          maxLength={200}
          autoComplete="off"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
      </form>
      <div aria-busy={search.isFetching}>{results()}</div>
    </Stack>
  );
}
