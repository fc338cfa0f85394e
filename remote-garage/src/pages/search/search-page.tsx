import { PageLayout } from '@vg/shared';
import { useSearchParams } from 'react-router-dom';
import { GarageSearch } from '../../features/search/garage-search';

/** /search?q=: the member's own garage searched by words, papers and records alike. */
export function SearchPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = searchParams.get('q') ?? '';
  return (
    <PageLayout title="Search" description="Find a paper or a record by the words in it.">
      <GarageSearch
        query={query}
        onQueryChange={(next) => setSearchParams(next ? { q: next } : {}, { replace: true })}
      />
    </PageLayout>
  );
}
