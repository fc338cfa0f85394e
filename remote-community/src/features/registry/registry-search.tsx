import { useEffect, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, Cluster, TextField } from '@vg/shared';

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(1)};

  & > :first-child {
    flex: 1 1 260px;
  }
`;

export interface RegistrySearchProps {
  query: string;
  onSearch: (query: string) => void;
}

/** The registry's search box: it searches on submit, and the query lives in the address. */
export function RegistrySearch({ query, onSearch }: RegistrySearchProps) {
  const [typed, setTyped] = useState(query);
  // Back and forward change the address: the box follows it.
  useEffect(() => setTyped(query), [query]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(typed.trim());
  };
  return (
    <Form role="search" aria-label="Registry" onSubmit={submit}>
      <TextField
        label="Search the registry"
        hint="Make, model, variant, coachbuilder, colour or keeper"
        type="search"
        maxLength={100}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
      />
      <Cluster>
        <Button type="submit">Search</Button>
        {query ? (
          <Button variant="secondary" onClick={() => onSearch('')}>
            Clear search
          </Button>
        ) : null}
      </Cluster>
    </Form>
  );
}
