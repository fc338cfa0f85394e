import { Button, SearchForm } from '@vg/shared';

export interface RegistrySearchProps {
  query: string;
  onSearch: (query: string) => void;
}

/** The registry's search box: it searches on submit, and the query lives in the address. */
export function RegistrySearch({ query, onSearch }: RegistrySearchProps) {
  return (
    <SearchForm
      name="Registry"
      label="Search the registry"
      hint="Make, model, variant, coachbuilder, colour or keeper"
      type="search"
      maxLength={100}
      query={query}
      onSearch={onSearch}
    >
      {query ? (
        <Button variant="secondary" onClick={() => onSearch('')}>
          Clear search
        </Button>
      ) : null}
    </SearchForm>
  );
}
