import type { DocumentKindName } from '../../src/contract/documents';
import { body, paragraph, signature, SIZE, table, title, type Cell } from './wordml';

/**
 * The default template of each document kind, as the body parts of its .docx (build-templates.ts writes
 * them to templates/). The wording follows the 《中国共产党发展党员工作细则》 forms that branches use.
 */

const NOTICE_CLOSE =
  '公示期为5个工作日。公示期间，党员和群众可通过来信、来电、来访等方式向党组织反映该同志的情况和问题。反映问题应实事求是，以个人名义反映的应签署真实姓名。';

/** A form table of four columns (label, value, label, value) as wide as the text. */
const FORM = [1500, 2921, 1500, 2921];
const L = (text: string, span?: number): Cell => ({ text, label: true, span });
const V = (text: string, span?: number): Cell => ({ text, span });

export const DEFAULT_TEMPLATES: Record<DocumentKindName, string[]> = {
  devNoticeTarget: [
    title('关于拟确定{name}同志为发展对象的公示'),
    body(
      '根据《中国共产党发展党员工作细则》的有关规定，经支部委员会研究，{orgName}拟将入党积极分子{name}同志确定为发展对象。现将有关情况公示如下：',
    ),
    body(
      '{name}，{sex}，{birthDate}出生，{post}。{appliedOn}向党组织递交入党申请书，{activistOn}被确定为入党积极分子，培养联系人：{contacts}。',
    ),
    body(NOTICE_CLOSE),
    signature('中共{orgName}', '{today}'),
  ],
  devNoticeProbation: [
    title('关于拟接收{name}同志为中共预备党员的公示'),
    body('经支部委员会审查，{orgName}拟接收发展对象{name}同志为中共预备党员，提交支部大会讨论。现将有关情况公示如下：'),
    body(
      '{name}，{sex}，{birthDate}出生，{post}。{appliedOn}递交入党申请书，{activistOn}被确定为入党积极分子，{targetOn}被确定为发展对象。入党介绍人：{introducers}。政治审查于{politicalReviewOn}完成，参加集中培训{trainingHours}学时。',
    ),
    body(NOTICE_CLOSE),
    signature('中共{orgName}', '{today}'),
  ],
  devNoticeFull: [
    title('关于{name}同志转为中共正式党员的公示'),
    body(
      '{name}同志于{probationOn}经支部大会讨论接收为中共预备党员，{approvedOn}经上级党委审批，预备期至{probationEnds}届满。经支部委员会研究，{orgName}拟将其转为中共正式党员，提交支部大会讨论。现将有关情况公示如下：',
    ),
    body('{name}，{sex}，{birthDate}出生，{post}。入党介绍人：{introducers}。'),
    body(NOTICE_CLOSE),
    signature('中共{orgName}', '{today}'),
  ],
  devTalkRecord: [
    title('入党谈话记录'),
    table(FORM, [
      { cells: [L('谈话对象'), V('{name}'), L('性别'), V('{sex}')] },
      { cells: [L('出生日期'), V('{birthDate}'), L('岗位'), V('{post}')] },
      { cells: [L('所在支部'), V('{orgName}', 3)] },
      { cells: [L('递交申请书'), V('{appliedOn}'), L('谈话日期'), V('{talkedOn}')] },
      { cells: [L('谈话人'), V(''), L('谈话地点'), V('')] },
      {
        cells: [
          L('谈话内容'),
          V(
            '一、了解入党动机和对党的认识；二、了解本人主要经历和现实表现；三、向申请人介绍党的基本知识，提出努力方向。',
            3,
          ),
        ],
        height: 6200,
      },
      { cells: [L('谈话人意见'), V('', 3)], height: 1600 },
    ]),
    paragraph('谈话人（签名）：____________　　　　记录人（签名）：____________', {
      size: SIZE.form,
      before: 12,
    }),
    paragraph('{today}', { align: 'right', size: SIZE.form, before: 6 }),
  ],
  devBranchResolution: [
    title('中共{orgName}大会'),
    paragraph('关于接收{name}同志为中共预备党员的决议', {
      align: 'center',
      font: 'song',
      bold: true,
      size: SIZE.subtitle,
      after: 18,
    }),
    body(
      '{probationOn}，{orgName}召开支部大会，讨论{name}同志的入党问题。应到会有表决权的正式党员____名，实到____名。',
    ),
    body(
      '{name}，{sex}，{birthDate}出生，{post}。该同志于{appliedOn}递交入党申请书，{activistOn}被确定为入党积极分子，{targetOn}被确定为发展对象。入党介绍人：{introducers}。',
    ),
    body(
      '支部大会认为，{name}同志入党动机端正，对党的认识比较正确，能够履行党员义务，具备党员条件。经无记名投票表决，同意____票，不同意____票，弃权____票，同意接收{name}同志为中共预备党员，报上级党委审批。',
    ),
    signature('支部书记（签名）：____________', '中共{orgName}', '{probationOn}'),
  ],
  transferLetter: [
    title('中国共产党党员组织关系介绍信'),
    paragraph('第 {letterNo} 号', { align: 'right', line: 28, after: 6 }),
    paragraph('{toOrgName}：', { line: 28 }),
    body(
      '{memberName}同志（{sex}，{age}岁，{ethnicity}，身份证号码{idNumber}）系中共{memberType}党员，其组织关系由{fromOrgName}转到{toOrgName}，请接洽。',
    ),
    body('该同志党费已交到{feesPaidUntil}。'),
    body('（有效期{validDays}天）'),
    signature('{issuerOrgName}（盖章：{sealName}）', '{issuedOn}'),
  ],
  meetingMinutes: [
    title('{orgName}会议记录'),
    table(FORM, [
      { cells: [L('会议议题'), V('{topic}', 3)] },
      { cells: [L('会议类型'), V('{type}'), L('召开时间'), V('{heldAt}')] },
      { cells: [L('会议地点'), V('{place}'), L('主持人'), V('{host}')] },
      { cells: [L('记录人'), V('{recorder}'), L('应到/实到'), V('{expectedCount}人/{presentCount}人')] },
      { cells: [L('出席人员'), V('{#attendees}{name}{^last}、{/last}{/attendees}', 3)] },
      { cells: [L('缺席人员'), V('{absentNames}', 3)] },
      { cells: [L('会议内容'), V('{content}', 3)], height: 5200 },
      { cells: [L('形成决议'), V('{decisions}', 3)], height: 1800 },
    ]),
    paragraph('主持人（签名）：____________　　　　记录人（签名）：____________', {
      size: SIZE.form,
      before: 12,
    }),
  ],
  memberRegistration: [
    title('党员信息登记表'),
    table(FORM, [
      { cells: [L('姓名'), V('{name}'), L('性别'), V('{sex}')] },
      { cells: [L('出生日期'), V('{birthDate}'), L('民族'), V('{ethnicity}')] },
      { cells: [L('籍贯'), V('{nativePlace}'), L('学历'), V('{education}')] },
      { cells: [L('身份证号'), V('{idNumber}'), L('手机号码'), V('{phone}')] },
      { cells: [L('所在支部'), V('{orgName}', 3)] },
      { cells: [L('工作单位'), V('{workUnit}'), L('岗位'), V('{post}')] },
      { cells: [L('线路/场站'), V('{routeOrDepot}'), L('工号'), V('{empNo}')] },
      { cells: [L('党员类型'), V('{memberType}'), L('党籍状态'), V('{status}')] },
      { cells: [L('入党日期'), V('{joinedOn}'), L('转正日期'), V('{fullOn}')] },
      { cells: [L('本人签字'), V('', 3)], height: 1200 },
      { cells: [L('党支部意见'), V('（盖章）', 3)], height: 1800 },
    ]),
    paragraph('填表日期：{today}', { align: 'right', size: SIZE.form, before: 12 }),
  ],
};
