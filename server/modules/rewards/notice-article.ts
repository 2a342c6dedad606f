import { sql } from 'drizzle-orm';
import { articles } from '../../db/schema/index';
import type { Db } from '../../db/client';
import { resultRows } from '../../lib/sql-rows';
import type { SessionUser } from '../../lib/session-user';
import type { CallRow } from './call-reads';

const escape = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
const dayZh = (day: string) => {
  const [y, m, d] = day.split('-').map(Number);
  return `${y}年${m}月${d}日`;
};

/**
 * The public notice (公示) of a call's approved nominations, published as an announcement to the
 * organisations the call was sent to: a document of the issuing organisation, worded as the group words
 * its notices. Answers the announcement's id.
 */
export async function publishNotice(
  db: Db,
  user: SessionUser,
  call: CallRow,
  span: { from: string; until: string; days: number },
): Promise<number> {
  const r = await db.execute(sql`SELECT n.nominee_name AS name, n.kind, o.name AS "orgName"
    FROM commendation_nominations n JOIN orgs o ON o.id = n.org_id
    WHERE n.call_id = ${call.id} AND n.state = 'approved' ORDER BY n.kind, o.path, n.id`);
  const rows = resultRows<{ name: string; kind: string; orgName: string }>(r);
  const [issuer] = resultRows<{ name: string }>(await db.execute(sql`SELECT name FROM orgs WHERE id = ${call.orgId}`));
  const group = (kind: string, heading: string) => {
    const names = rows.filter((x) => x.kind === kind);
    if (!names.length) return '';
    const items = names.map((x) => `<li>${escape(x.name)}（${escape(x.orgName)}）</li>`).join('');
    return `<h3>${heading}（${names.length}名）</h3><ol>${items}</ol>`;
  };
  const content = [
    `<p>根据《${escape(call.title)}》，经基层党组织推荐、上级党委审核，${escape(issuer?.name ?? '')}研究，拟表彰以下同志和党组织，现予公示。</p>`,
    group('1', '优秀共产党员'),
    group('2', '优秀党务工作者'),
    group('3', '先进基层党组织'),
    `<p>公示时间：${dayZh(span.from)}至${dayZh(span.until)}（${span.days}个工作日）。公示期间，党员和群众可通过来信、来电、来访等方式向组织部门反映情况。反映问题应实事求是，以个人名义反映的请署真实姓名。</p>`,
  ].join('');
  const [made] = await db
    .insert(articles)
    .values({
      title: `关于${call.year}年度“两优一先”拟表彰对象的公示`,
      channel: 'announcement',
      orgId: call.orgId,
      author: issuer?.name ?? null,
      targetOrgIds: call.targetOrgIds,
      top: true,
      publishTime: new Date(),
      state: 'published',
      content,
      createdBy: user.accountId,
      updatedBy: user.accountId,
    } as never)
    .returning({ id: articles.id });
  return made.id;
}
