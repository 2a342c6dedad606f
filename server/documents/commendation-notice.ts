/**
 * The wording of the commendations' documents (两优一先): the public notice (公示) of the approved nominations,
 * an announcement of the issuing organisation, and the reason its awards carry. Official documents of a
 * Chinese party organisation, worded as the group words its notices whatever the reader's language.
 */
import { chineseDate } from './wording';

const escape = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

export interface NoticeNominee {
  name: string;
  kind: string;
  orgName: string;
}

/** The notice's title: 关于2026年度“两优一先”拟表彰对象的公示. */
export const noticeTitle = (year: number) => `关于${year}年度“两优一先”拟表彰对象的公示`;

/** The reason a reward made by the award records. */
export const awardReason = (year: number) => `${year}年度“两优一先”表彰`;

/**
 * The notice's body: the call it follows, the nominees by kind (headed by the kind's name, in the order the
 * kinds are given), and the days it runs with how objections are lodged.
 */
export function noticeContent(input: {
  callTitle: string;
  issuerName: string;
  kinds: { kind: string; heading: string }[];
  nominees: NoticeNominee[];
  span: { from: string; until: string; days: number };
}): string {
  const group = ({ kind, heading }: { kind: string; heading: string }) => {
    const names = input.nominees.filter((x) => x.kind === kind);
    if (!names.length) return '';
    const items = names.map((x) => `<li>${escape(x.name)}（${escape(x.orgName)}）</li>`).join('');
    return `<h3>${escape(heading)}（${names.length}名）</h3><ol>${items}</ol>`;
  };
  const { from, until, days } = input.span;
  return [
    `<p>根据《${escape(input.callTitle)}》，经基层党组织推荐、上级党委审核，${escape(input.issuerName)}研究，拟表彰以下同志和党组织，现予公示。</p>`,
    ...input.kinds.map(group),
    `<p>公示时间：${chineseDate(from)}至${chineseDate(until)}（${days}个工作日）。公示期间，党员和群众可通过来信、来电、来访等方式向组织部门反映情况。反映问题应实事求是，以个人名义反映的请署真实姓名。</p>`,
  ].join('');
}
