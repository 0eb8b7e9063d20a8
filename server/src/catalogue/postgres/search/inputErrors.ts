// A search PostgreSQL cannot read as the reader wrote it answers 400 (SearchInputError), as SQLite's
// FTS5 syntax errors do. The store builds every tsquery from the words it parsed, so this guards
// against what that parsing let through, not against ordinary input.
import { SearchInputError } from '../../searchInputError.ts';

/** SQLSTATE classes of an unreadable query: syntax errors (42601) and invalid text (22xxx) from to_tsquery. */
const INPUT_CODES = /^(42601|22)/;

export async function searchInputErrors<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (typeof code === 'string' && INPUT_CODES.test(code) && /tsquery|text-search|search/i.test((error as Error).message)) {
      throw new SearchInputError('Invalid search request: the search terms could not be read');
    }
    throw error;
  }
}
