// What a post stores for search (common/searchText.ts): its folded text and that text's
// grams, written together wherever a body is written so the GIN index never lags.
import { sql, type SQL } from 'drizzle-orm';
import { foldForSearch, searchGrams } from '../../common/searchText';

export function postSearchFields(body: string): { searchText: string; searchGrams: string[] } {
  const searchText = foldForSearch(body);
  return { searchText, searchGrams: searchGrams(searchText) };
}

/**
 * searchGrams in SQL, for rows written in bulk by SQL (the bench's seeding; the migration
 * 0041 backfilled with the same expression): substr counts code points as JavaScript's
 * string iterator does, and ARRAY() of no rows is '{}'.
 */
export function searchGramsSql(folded: SQL): SQL {
  return sql`array(select distinct gram from (
    select substr(${folded}, i, 1) as gram from generate_series(1, char_length(${folded})) as i
    union all
    select substr(${folded}, i, 2) from generate_series(1, char_length(${folded}) - 1) as i) as grams)`;
}
