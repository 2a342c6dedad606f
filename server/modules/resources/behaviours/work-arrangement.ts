import { eq, sql } from 'drizzle-orm';
import { orgs, workArrangementReceipts } from '../../../db/schema/index';
import type { Behaviour } from '../binding';

/** Issuing hands every target its own copy of the notice: title, content, deadline and who sent it. */
export const workArrangementBehaviour: Behaviour = {
  async afterIssue({ db }, row) {
    const [issuer] = await db
      .select({ name: orgs.name })
      .from(orgs)
      .where(eq(orgs.id, row.orgId as number));
    await db
      .update(workArrangementReceipts)
      .set({
        title: row.title,
        content: row.content,
        deadline: row.deadline,
        issuerName: issuer?.name ?? null,
      } as never)
      .where(sql`${workArrangementReceipts.arrangementId} = ${row.id}`);
  },
};
