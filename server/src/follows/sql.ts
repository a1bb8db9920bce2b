import { type RawBuilder, type SqlBool, sql } from 'kysely';

/**
 * The follow predicates, written once. Each takes the column of the person to judge, as written in the
 * caller's query, and probes the primary key `(follower_id, followee_id)` once per row.
 */

/** The reader follows the person. */
export function followedBy(readerId: string, personColumn: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`exists (select 1 from follows as followed
    where followed.follower_id = ${readerId} and followed.followee_id = ${sql.ref(personColumn)})`;
}

/** The person is the reader or someone they follow: whose posts and stories the reader's home shows. */
export function isReaderOrFollowed(readerId: string, personColumn: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`(${sql.ref(personColumn)} = ${readerId} or ${followedBy(readerId, personColumn)})`;
}
