import { and, desc, eq, sql } from 'drizzle-orm';
import { checkIns, meetings, recordCorrections, workflowHistory } from '../schema/index';
import type { AreaSeed } from './area-seed';
import { recordCorrectionEntity } from '../../../src/contract/resource/record-correction';
import { sealRow } from '../../lib/sensitive';

const HOUR = 3_600_000;
/** The branch meeting the seed plans on the next half hour, for member1 to check in to at once. */
export const CHECK_IN_MEETING_TOPIC = '党小组会：学习安全行车规范，交流服务心得';

/**
 * A member's own screens: member1 has one correction answered and one awaiting secretary1, came to their
 * latest meeting by scanning its code (a member of the sibling branch waits for secretary2), and is expected at a branch meeting that starts within the hour of
 * the seeding (so that the demo can check in at once).
 */
export const mySeed: AreaSeed = {
  name: 'my',
  isEmpty: async (db) => (await db.select({ id: recordCorrections.id }).from(recordCorrections).limit(1)).length === 0,
  async run({ db, orgs, accounts, membersOf }) {
    const member1 = accounts.get('member1');
    const secretary = accounts.get('secretary1');
    const branch = orgs.get('C1-F1-1');
    if (!member1?.memberId || !secretary || !branch) return;
    const now = Date.now();
    const rc = recordCorrections as unknown as Record<string, never>;
    const [answered] = (await db
      .insert(recordCorrections)
      .values(
        sealRow(recordCorrectionEntity, {
          orgId: branch.id,
          memberId: member1.memberId,
          field: '手机号码',
          proposed: '13912345678',
          reason: '原号码已停用，请更新为新号码',
          state: 'answered',
          createdBy: member1.id,
          updatedBy: secretary.id,
          createdAt: new Date(now - 6 * 24 * HOUR),
          updatedAt: new Date(now - 2 * 24 * HOUR),
        }) as never,
      )
      .returning({ id: rc.id })) as { id: number }[];
    await db.insert(workflowHistory).values({
      entity: 'recordCorrection',
      recordId: answered.id,
      action: 'answer',
      fromState: 'open',
      toState: 'answered',
      opinion: '已核对本人身份并更新手机号码，旧号码已删除。',
      accountId: secretary.id,
      accountName: 'secretary1',
      orgId: branch.id,
      orgName: branch.name,
      at: new Date(now - 2 * 24 * HOUR),
    });
    await db.insert(recordCorrections).values(
      sealRow(recordCorrectionEntity, {
        orgId: branch.id,
        memberId: member1.memberId,
        field: '学历',
        proposed: '大学本科',
        reason: '2025年取得本科学历，证书已交支部',
        state: 'open',
        createdBy: member1.id,
        updatedBy: member1.id,
      }) as never,
    );
    // The sibling branch's secretary has a request waiting too.
    const sibling = orgs.get('C1-F1-2');
    const asker = sibling && membersOf(sibling.id)[0];
    if (sibling && asker)
      await db.insert(recordCorrections).values(
        sealRow(recordCorrectionEntity, {
          orgId: sibling.id,
          memberId: asker.id,
          field: '工作岗位',
          proposed: '调度员',
          reason: '今年三月起由驾驶员调任调度员',
          state: 'open',
        }) as never,
      );

    const m = meetings as unknown as Record<string, never>;
    const expected = membersOf(branch.id).map((x) => x.id);
    // Starts on the next half hour: inside the window of check-in for the next hour and a half at least.
    const startsAt = new Date(Math.ceil((now + 1) / (HOUR / 2)) * (HOUR / 2));
    await db.insert(meetings).values({
      orgId: branch.id,
      type: '3',
      topic: CHECK_IN_MEETING_TOPIC,
      plannedAt: startsAt.toISOString(),
      place: '一车队党员活动室',
      host: '一车队第一支部书记',
      expected,
      present: [],
      state: 'draft',
      createdBy: secretary.id,
      updatedBy: secretary.id,
    } as never);
    // The latest meeting member1 came to: they checked in by themselves.
    const [latest] = (await db
      .select({ id: m.id, heldAt: m.heldAt })
      .from(meetings)
      .where(and(eq(m.orgId, branch.id), sql`${member1.memberId} = ANY(${m.present})`))
      .orderBy(desc(m.heldAt))
      .limit(1)) as { id: number; heldAt: string | null }[];
    if (latest?.heldAt)
      await db.insert(checkIns).values({
        kind: 'meeting',
        gatheringId: latest.id,
        memberId: member1.memberId,
        orgId: branch.id,
        at: new Date(Date.parse(latest.heldAt) - 10 * 60_000),
      });
  },
};
