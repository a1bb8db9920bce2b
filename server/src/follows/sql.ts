import { type RawBuilder, type SqlBool, sql } from 'kysely';

/**
 * The follow predicates, written once. Each takes the column of the person to judge, as written in the
 * caller's query.
 */

/** The reader follows the person: probes the primary key `(follower_id, followee_id)` once per row. */
export function followedBy(readerId: string, personColumn: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`exists (select 1 from follows as followed
    where followed.follower_id = ${readerId} and followed.followee_id = ${sql.ref(personColumn)})`;
}

/**
 * The person is the reader or someone they follow: whose posts and stories the reader's home shows. Written
 * as a list the query starts from (the reader's follows, by `follows_follower_time`), not a test of each row:
 * with the test, SQLite went through every person to find the few with live stories.
 */
export function isReaderOrFollowed(readerId: string, personColumn: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`${sql.ref(personColumn)} in (select followee_id from follows
    where follower_id = ${readerId} union all select ${readerId})`;
}
