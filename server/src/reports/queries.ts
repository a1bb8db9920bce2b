import type { Insertable } from 'kysely';
import { newestFirst } from '../db/pagination.js';
import type { Db } from '../db/schema.js';
import type { ReportAction, ReportsTable, ReportTargetType } from '../db/tables/reports.js';

export async function insertReport(db: Db, row: Insertable<ReportsTable>): Promise<void> {
  await db.insertInto('reports').values(row).execute();
}

export async function findOpenReport(db: Db, reporterId: string, type: ReportTargetType, targetId: string) {
  return db
    .selectFrom('reports')
    .select('id')
    .where('reporter_id', '=', reporterId)
    .where('target_type', '=', type)
    .where('target_id', '=', targetId)
    .where('status', '=', 'open')
    .executeTakeFirst();
}

export async function findReport(db: Db, id: string) {
  return db.selectFrom('reports').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A page of reports with their reporters and how many reports each target has, newest first: three statements. */
export async function reportsPage(
  db: Db,
  status: 'open' | 'resolved',
  options: { before?: string; limit: number; id?: string },
) {
  let query = db
    .selectFrom('reports')
    .innerJoin('users as reporter', 'reporter.id', 'reports.reporter_id')
    .selectAll('reports')
    .select([
      'reporter.username as reporter_username',
      'reporter.name as reporter_name',
      'reporter.profile_pic as reporter_pic',
      'reporter.bio as reporter_bio',
    ])
    .where('reports.status', '=', status);
  if (options.id) query = query.where('reports.id', '=', options.id);
  return query.$call(newestFirst('reports.id', options)).execute();
}

export type ReportWithReporter = Awaited<ReturnType<typeof reportsPage>>[number];

/** How many reports each of these targets has had, whatever their status. */
export async function reportCounts(db: Db, targetIds: readonly string[]): Promise<Map<string, number>> {
  if (targetIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('reports')
    .select(['target_type', 'target_id', (eb) => eb.fn.countAll<number | string>().as('count')])
    .where('target_id', 'in', targetIds)
    .groupBy(['target_type', 'target_id'])
    .execute();
  return new Map(rows.map((r) => [`${r.target_type}:${r.target_id}`, Number(r.count)]));
}

/** Resolves every open report on the target; the number resolved. */
export async function resolveTargetReports(
  db: Db,
  target: { type: ReportTargetType; id: string },
  resolution: { action: ReportAction; adminId: string; now: number },
): Promise<number> {
  const result = await db
    .updateTable('reports')
    .set({
      status: 'resolved',
      resolution: resolution.action,
      resolved_by: resolution.adminId,
      resolved_at: resolution.now,
    })
    .where('target_type', '=', target.type)
    .where('target_id', '=', target.id)
    .where('status', '=', 'open')
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
