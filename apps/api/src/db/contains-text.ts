import { type RawBuilder, sql } from "kysely";

/**
 * Whether any of `columns` contains `term`, ignoring case (ASCII, as both databases' `lower`):
 * `lower(column) like '%term%'` with `%`, `_` and `\` in the term taken literally. SQLite has no
 * default LIKE escape character: without `escape` a search for "_" or "%" found nothing there.
 */
export function containsText(columns: readonly string[], term: string): RawBuilder<boolean> {
  const like = `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const each = columns.map((column) => sql`lower(${sql.ref(column)}) like ${like} escape '\\'`);
  return sql<boolean>`(${sql.join(each, sql` or `)})`;
}
