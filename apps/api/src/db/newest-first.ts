import { type SelectQueryBuilder, sql } from "kysely";

/**
 * The shop's usual order of a list: newest first, the id breaking ties so that pages never
 * overlap or skip a row. The table needs `created_at` and `id` columns.
 */
export function newestFirst<DB, TB extends keyof DB, O>(
  qb: SelectQueryBuilder<DB, TB, O>,
): SelectQueryBuilder<DB, TB, O> {
  return qb.orderBy(sql.ref("created_at"), "desc").orderBy(sql.ref("id"), "desc");
}

/** One page of a list in `newestFirst` order. */
export function newestFirstPage<DB, TB extends keyof DB, O>(
  qb: SelectQueryBuilder<DB, TB, O>,
  page: { limit: number; offset: number },
): SelectQueryBuilder<DB, TB, O> {
  return newestFirst(qb).limit(page.limit).offset(page.offset);
}
