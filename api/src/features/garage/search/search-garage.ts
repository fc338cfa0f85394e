import { sql, type RawBuilder } from 'kysely';
import type { SearchHit, SearchHitKind } from '@vg/contract';
import type { Db } from '../../../db/database.js';
import {
  DOCUMENT_SEARCH_TEXT,
  MAINTENANCE_SEARCH_TEXT,
  MODIFICATION_SEARCH_TEXT,
} from '../migrations/20261202-0100-documents.js';
import { vehicleTitle } from '../vehicles/vehicle-mapper.js';
import { HEADLINE_OPTIONS, MATCH_START, MATCH_STOP, snippetParts } from './snippet.js';
import { searchQuery } from './search-words.js';

interface HitRow {
  kind: SearchHitKind;
  id: string;
  vehicle_id: string;
  title: string;
  date: string | null;
  headline: string;
  model_year: number | null;
  make: string;
  model: string;
  variant: string | null;
}

export interface GarageSearch {
  userId: string;
  q: string;
  vehicleId?: string | undefined;
  limit: number;
}

/**
 * One member's papers and records that match, best first (ts_rank), newest first among equals.
 * Each table is searched on exactly its indexed expression, alone in its FROM, so that its GIN
 * index serves the match; only the hits kept are joined to their car and given a headline, since
 * ts_headline reads the whole text of a paper.
 */
export async function searchGarage(db: Db, search: GarageSearch): Promise<SearchHit[]> {
  const query = searchQuery(search.q);
  const mine = (table: string) =>
    sql`${sql.ref(`${table}.user_id`)} = ${search.userId}${
      search.vehicleId ? sql` and ${sql.ref(`${table}.vehicle_id`)} = ${search.vehicleId}` : sql``
    }`;
  // What the snippet is cut from: the searched text, the markers taken out of it first.
  const unmarked = (text: RawBuilder<unknown>) =>
    sql`replace(replace(${text}, ${MATCH_START}, ''), ${MATCH_STOP}, '')`;
  const { rows } = await sql<HitRow>`
    select hits.kind, hits.id, hits.vehicle_id, hits.title, to_char(hits.date, 'YYYY-MM-DD') as date,
      v.model_year, v.make, v.model, v.variant,
      ts_headline('simple', ${unmarked(sql`case hits.kind
        when 'document' then (select coalesce(title, '') || ' ' || coalesce(note, '') || ' ' || coalesce(text_content, '') from vehicle_documents where id = hits.id)
        when 'maintenance' then (select coalesce(notes, '') || ' ' || coalesce(shop_name, '') || ' ' || title from maintenance_records where id = hits.id)
        else (select coalesce(description, '') || ' ' || coalesce(reason, '') || ' ' || title from modifications where id = hits.id)
      end`)}, ${query}, ${HEADLINE_OPTIONS}) as headline
    from (
      select * from (
        select 'document' as kind, id, vehicle_id, title, document_date as date, created_at,
          ts_rank(${DOCUMENT_SEARCH_TEXT}, ${query}) as rank
        from vehicle_documents where ${mine('vehicle_documents')} and ${DOCUMENT_SEARCH_TEXT} @@ ${query}
        union all
        select 'maintenance', id, vehicle_id, title, performed_on, created_at,
          ts_rank(${MAINTENANCE_SEARCH_TEXT}, ${query})
        from maintenance_records where ${mine('maintenance_records')} and ${MAINTENANCE_SEARCH_TEXT} @@ ${query}
        union all
        select 'modification', id, vehicle_id, title, performed_on, created_at,
          ts_rank(${MODIFICATION_SEARCH_TEXT}, ${query})
        from modifications where ${mine('modifications')} and ${MODIFICATION_SEARCH_TEXT} @@ ${query}
      ) matched
      order by rank desc, date desc nulls last, created_at desc, id
      limit ${search.limit}
    ) hits
    join vehicles v on v.id = hits.vehicle_id
    order by hits.rank desc, hits.date desc nulls last, hits.created_at desc, hits.id`.execute(db);
  return rows.map((row) => ({
    kind: row.kind,
    id: row.id,
    vehicleId: row.vehicle_id,
    vehicleTitle: vehicleTitle(row),
    title: row.title,
    date: row.date,
    snippet: snippetParts(row.headline),
  }));
}
