import type { Db } from '../db/schema.js';
import type { EmbeddedPost } from '../posts/views.js';

/*
 * What the reports keep of a deleted person. Reports they filed, and reports on them or on their content,
 * go with their row (foreign keys): what they authored is erased, snapshots included. The functions here
 * take them out of what stays.
 */

/** Whether a report names the person as the admin who resolved it. */
export async function resolvedReportsBy(db: Db, userId: string): Promise<boolean> {
  const row = await db.selectFrom('reports').select('id').where('resolved_by', '=', userId).limit(1).executeTakeFirst();
  return row !== undefined;
}

/** Reports the person resolved as an admin name their stand-in instead. */
export async function handResolvedReportsTo(db: Db, userId: string, standInId: string): Promise<void> {
  await db.updateTable('reports').set({ resolved_by: standInId }).where('resolved_by', '=', userId).execute();
}

/** Other reports' snapshots lose the person's post they embedded: a quote's original becomes null, as on the live post. */
export async function dropFromSnapshots(db: Db, userId: string): Promise<void> {
  const embedding = await db
    .selectFrom('reports')
    .select(['id', 'snapshot'])
    .where('target_type', '=', 'post')
    .where('snapshot', 'like', `%${userId}%`)
    .execute();
  for (const report of embedding) {
    const snapshot = JSON.parse(report.snapshot) as { repostOf?: EmbeddedPost | null };
    if (snapshot.repostOf?.postedBy._id !== userId) continue;
    const forgotten = JSON.stringify({ ...snapshot, repostOf: null });
    await db.updateTable('reports').set({ snapshot: forgotten }).where('id', '=', report.id).execute();
  }
}
