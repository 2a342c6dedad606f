import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { rowId, rowVersion } from '../../lib/zod-types';
import { PRIVILEGES } from '../../../src/contract/privileges';
import { TRANSFER_TRANSITIONS } from '../../../src/contract/resource/index';
import { memberTransfers, members, orgs } from '../../db/schema/index';
import { defineCall, screen } from '../../lib/call';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import type { Services } from '../../lib/services';
import { inScope } from '../../lib/session-user';
import { bindingOf } from '../resources/index';
import { getRecord } from '../resources/query';
import { STALE } from '../resources/write';

const RECEIVING_SIDE = ['4', '5'];

/** Moves a transfer along its statuses; accepting one inside the group moves the member to the new branch. */
export function registerTransferTransition(app: FastifyInstance, services: Services): void {
  defineCall(app, services, {
    url: '/api/memberTransfer/transition',
    access: screen('/memberManagement/membersTransferred', PRIVILEGES.memberWrite),
    body: z.object({
      id: rowId,
      version: rowVersion,
      to: z.enum(['1', '2', '3', '4', '5', '6']),
      receivedOn: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式应为YYYY-MM-DD').optional(),
    }),
    write: { action: 'transition', resource: 'memberTransfer' },
    handler: async ({ db, user, body, audit }) => {
      const u = user!;
      const [t] = await db.select().from(memberTransfers).where(eq(memberTransfers.id, body.id)).for('update');
      if (!t) throw notFound();
      const paths = await db.select({ id: orgs.id, path: orgs.path }).from(orgs).where(sql`${orgs.id} IN (${t.orgId}, ${t.toOrgId ?? t.orgId})`);
      const pathOf = (id: number | null) => paths.find((p) => p.id === id)?.path ?? '';
      const fromSide = inScope(u, pathOf(t.orgId));
      const toSide = t.toOrgId !== null && inScope(u, pathOf(t.toOrgId));
      if (!fromSide && !toSide) throw notFound();
      if (t.version !== body.version) throw conflict(STALE);
      if (!TRANSFER_TRANSITIONS[t.status]?.includes(body.to)) throw badRequest('当前状态下不能执行该操作', 'to');
      // Receipt and return belong to the receiving organisation when it is inside the group.
      const allowed = RECEIVING_SIDE.includes(body.to) && t.toOrgId !== null ? toSide : fromSide;
      if (!allowed) throw forbidden('该操作应由' + (RECEIVING_SIDE.includes(body.to) ? '转入' : '转出') + '组织办理');
      const receivedOn = body.to === '4' ? (body.receivedOn ?? new Date().toISOString().slice(0, 10)) : t.receivedOn;
      const [updated] = await db
        .update(memberTransfers)
        .set({ status: body.to, receivedOn, version: t.version + 1, updatedAt: new Date(), updatedBy: u.accountId })
        .where(and(eq(memberTransfers.id, t.id), eq(memberTransfers.version, t.version)))
        .returning();
      if (!updated) throw conflict(STALE);
      if (body.to === '4' && t.toOrgId !== null) {
        await db
          .update(members)
          .set({ orgId: t.toOrgId, version: sql`${members.version} + 1`, updatedAt: new Date(), updatedBy: u.accountId })
          .where(eq(members.id, t.memberId));
      }
      audit({ recordId: t.id, before: t, after: updated });
      return getRecord(db, bindingOf('memberTransfer'), bindingOf, u, t.id);
    },
  });
}
