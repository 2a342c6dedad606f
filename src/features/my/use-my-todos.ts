import { announcementInbox } from '@/contract/calls/content';
import { examMine, studyMine } from '@/contract/calls/education';
import { feeMine } from '@/contract/calls/fees';
import { myMakeUps } from '@/contract/calls/meetings';
import { myOverview } from '@/contract/calls/my';
import { myVotes } from '@/contract/calls/affairs';
import { myAppraisals } from '@/contract/calls/appraisal';
import { useCallQuery } from '@/store/use-call';
import { useMyText } from './texts';
import { MY_PATHS } from './paths';
import { groupZone } from '@/utils/group-zone';

export interface ToDo {
  key: string;
  text: string;
  to: string;
}

const short = (iso: string, language: string) =>
  new Date(iso).toLocaleString(language === 'zh' ? 'zh-CN' : language, {
    month: 'numeric',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: groupZone(),
  });

/**
 * The member's own to-dos, from the calls each area answers for them: only what they themselves must do,
 * never a branch's figures or a clerk's work.
 */
export function useMyTodos() {
  const { t, language } = useMyText();
  const overview = useCallQuery(myOverview, {});
  const exams = useCallQuery(examMine, undefined);
  const votes = useCallQuery(myVotes, {});
  const study = useCallQuery(studyMine, undefined);
  const makeUps = useCallQuery(myMakeUps, {});
  const inbox = useCallQuery(announcementInbox, { pageCurrent: 1, pageSize: 1 });
  const dues = useCallQuery(feeMine, {});
  const appraisals = useCallQuery(myAppraisals, {});
  const now = Date.now();
  const todos: ToDo[] = [];
  for (const g of overview.data?.expected ?? [])
    if (!g.checkedIn)
      todos.push({
        key: `${g.kind}-${g.id}`,
        text: t('todoMeeting', { d: short(g.at, language), t: g.topic }),
        to: MY_PATHS.meetings,
      });
  for (const e of exams.data ?? [])
    if (e.status === 'open' || e.status === 'inProgress')
      todos.push({ key: `exam-${e.id}`, text: t('todoExam', { t: e.title }), to: MY_PATHS.exams });
  for (const v of votes.data ?? [])
    if (!v.voted && Date.parse(v.opensAt) <= now && now <= Date.parse(v.closesAt))
      todos.push({ key: `vote-${v.id}`, text: t('todoVote', { t: v.title }), to: MY_PATHS.votes });
  for (const a of appraisals.data ?? []) {
    if (a.state !== 'open') continue;
    if (!a.selfAssessment)
      todos.push({ key: `self-${a.id}`, text: t('todoSelfAssess', { t: a.title }), to: MY_PATHS.appraisal });
    if (!a.voted && a.peers.length)
      todos.push({ key: `ballot-${a.id}`, text: t('todoAppraisalBallot', { t: a.title }), to: MY_PATHS.appraisal });
  }
  const toStudy = (study.data ?? []).filter(
    (p) =>
      Date.parse(p.openFrom) <= now &&
      now <= Date.parse(p.openTo) + 86_400_000 &&
      p.items.some((i) => !i.record?.finishedAt),
  );
  // Several programmes read as one to-do: the home stays short, the study screen lists them.
  if (toStudy.length === 1)
    todos.push({ key: 'study', text: t('todoStudy', { t: toStudy[0].title }), to: MY_PATHS.study });
  else if (toStudy.length > 1)
    todos.push({ key: 'study', text: t('todoStudies', { n: toStudy.length }), to: MY_PATHS.study });
  if (makeUps.data?.pending)
    todos.push({ key: 'makeUp', text: t('todoMakeUp', { n: makeUps.data.pending }), to: MY_PATHS.meetings });
  if (inbox.data?.unread)
    todos.push({
      key: 'announcements',
      text: t('todoAnnouncements', { n: inbox.data.unread }),
      to: MY_PATHS.announcements,
    });
  if (dues.data?.unpaidMonths)
    todos.push({ key: 'dues', text: t('todoDues', { n: dues.data.unpaidMonths }), to: MY_PATHS.dues });
  for (const c of overview.data?.answered ?? [])
    todos.push({ key: `correction-${c.id}`, text: t('todoCorrection', { f: c.field }), to: MY_PATHS.record });
  const loading = [overview, exams, votes, study, makeUps, inbox, dues, appraisals].some((q) => q.isLoading);
  return { todos, loading, profile: overview.data?.profile ?? null, overview, failed: overview.isError };
}
