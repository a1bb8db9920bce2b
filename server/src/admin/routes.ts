import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { requireUser } from '../auth/plugin.js';
import type { AppContext } from '../context.js';
import { pagingMessages } from '../db/pagination.js';
import { httpMessages } from '../http/messages.js';
import { errorResponses } from '../http/schemas.js';
import { visibilityMessages } from '../visibility/index.js';
import { adminGuardResponses, adminsOnly } from './guard.js';
import { adminMessages } from './messages.js';
import { actOnReport, listReports } from './moderation.js';
import {
  AuditListSchema,
  ModeratedUserListSchema,
  ModeratedUserSchema,
  ReportListSchema,
  ResolvedReportSchema,
} from './schemas.js';
import { listAudit, listSuspended, suspendUser, unsuspendUser } from './service.js';

const IdParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) });
const Cursor = { before: Type.Optional(Type.String({ pattern: '^[0-9A-Za-z]{26}$' })) };
const tags = ['admin'];
const security = [{ session: [] }];
const guarded = adminGuardResponses;

/** The moderation routes of /api/admin (each admins only: `guard.ts`). */
export async function adminRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.addHook('onRequest', adminsOnly(ctx));

  app.get(
    '/api/admin/reports',
    {
      schema: {
        summary: 'Reports, newest first, 50 a page (?before=<last id>)',
        tags,
        security,
        querystring: Type.Object({ status: Type.Optional(Type.String({ maxLength: 20 })), ...Cursor }),
        response: {
          200: ReportListSchema,
          ...errorResponses({ 400: adminMessages.REPORT_STATUS_INVALID, ...guarded }),
        },
      },
    },
    async (request) => listReports(ctx, request.query.status, request.query.before),
  );

  app.put(
    '/api/admin/reports/:id',
    {
      schema: {
        summary: 'Act on a report: dismiss, remove the content, or suspend its author',
        description: 'Resolves every open report on the same target.',
        tags,
        security,
        params: IdParams,
        body: Type.Object({ action: Type.Optional(Type.String({ maxLength: 20 })) }),
        response: {
          200: ResolvedReportSchema,
          ...errorResponses({
            400: adminMessages.REPORT_ACTION_INVALID,
            ...guarded,
            404: adminMessages.REPORT_NOT_FOUND,
            409: adminMessages.REPORT_RESOLVED,
          }),
        },
      },
    },
    async (request) => actOnReport(ctx, requireUser(request).id, request.params.id, request.body?.action),
  );

  app.get(
    '/api/admin/users/suspended',
    {
      schema: {
        summary: 'Suspended accounts, most recently suspended first',
        tags,
        security,
        response: { 200: ModeratedUserListSchema, ...errorResponses(guarded) },
      },
    },
    async () => listSuspended(ctx),
  );

  app.post(
    '/api/admin/users/:id/suspend',
    {
      schema: {
        summary: 'Suspend an account: sessions revoked, sockets closed, content hidden, login refused',
        tags,
        security,
        params: IdParams,
        body: Type.Object({ reason: Type.Optional(Type.String({ maxLength: 5000 })) }),
        response: {
          200: ModeratedUserSchema,
          ...errorResponses({
            400: adminMessages.REASON_REQUIRED,
            401: httpMessages.LOGIN_REQUIRED,
            403: adminMessages.ADMIN_TARGET,
            404: visibilityMessages.USER_NOT_FOUND,
            409: adminMessages.ALREADY_SUSPENDED,
          }),
        },
      },
    },
    async (request) => suspendUser(ctx, requireUser(request).id, request.params.id, request.body?.reason),
  );

  app.post(
    '/api/admin/users/:id/unsuspend',
    {
      schema: {
        summary: 'Lift a suspension',
        tags,
        security,
        params: IdParams,
        response: {
          200: ModeratedUserSchema,
          ...errorResponses({ ...guarded, 404: visibilityMessages.USER_NOT_FOUND, 409: adminMessages.NOT_SUSPENDED }),
        },
      },
    },
    async (request) => unsuspendUser(ctx, requireUser(request).id, request.params.id),
  );

  app.get(
    '/api/admin/audit',
    {
      schema: {
        summary: 'The audit log, newest first, 50 a page (?before=<last id>)',
        tags,
        security,
        querystring: Type.Object(Cursor),
        response: { 200: AuditListSchema, ...errorResponses({ 400: pagingMessages.PAGE_CURSOR_INVALID, ...guarded }) },
      },
    },
    async (request) => listAudit(ctx, request.query.before),
  );
}
