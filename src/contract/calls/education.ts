import { z } from 'zod';
import { PRIVILEGES } from '../privileges';
import { OPTION_KEYS } from '../resource/exam-rules';
import { examEntity } from '../resource/exam';
import { eduProgramEntity } from '../resource/edu-program';
import { questionEntity } from '../resource/question';
import { entityCall, SIGNED_IN } from './access';
import { answer, declareCall, type FileAnswer } from './declare';
import type { ImportAnswer } from './fees';
import { rowId } from './ids';
import type { Accessory } from './records';

/** What a member sees of their studies: programmes open to them, their items and their own records. */
export interface StudyRecordView {
  seconds: number;
  openedAt: string;
  finishedAt: string | null;
}

export interface StudyItem {
  id: number;
  programId: number;
  title: string;
  kind: 'article' | 'video' | 'document';
  minutes: number;
  record: StudyRecordView | null;
}

export interface StudyProgram {
  id: number;
  channel: string;
  title: string;
  description: string | null;
  openFrom: string;
  openTo: string;
  requiredMinutes: number;
  items: StudyItem[];
}

export interface OpenedItem {
  content: {
    id: number;
    programId: number;
    title: string;
    kind: string;
    minutes: number;
    body: string | null;
    accessories: Accessory[];
  };
  record: StudyRecordView;
}

export interface MyExam {
  id: number;
  title: string;
  notice: string | null;
  opensAt: string;
  closesAt: string;
  durationMinutes: number;
  totalPoints: number;
  passMark: number;
  status: 'upcoming' | 'open' | 'inProgress' | 'submitted' | 'timedOut' | 'missed' | 'closed';
  deadline: string | null;
  score: number | null;
  passed: boolean | null;
}

export interface PaperQuestion {
  id: number;
  kind: 'single' | 'multiple' | 'judge';
  stem: string;
  points: number;
  options: { key: string; text: string }[];
}

export interface Paper {
  title: string;
  deadline: string;
  serverNow: string;
  /** null until the exam's paper has been drawn. */
  totalPoints: number | null;
  passMark: number;
  questions: PaperQuestion[];
  answers: Record<string, string[]>;
}

export interface Outcome {
  score: number;
  passed: boolean;
  totalPoints: number | null;
  passMark: number;
  secondsUsed: number;
  correct?: Record<string, { answer: string[]; analysis: string | null; right: boolean }>;
}

/** Chosen option keys by question id. */
export type Answers = Record<string, string[]>;

export interface OrgFigures {
  orgId: number;
  orgName: string;
  members: number;
  [figure: string]: number | string | null;
}

export interface ExamResults {
  summary: {
    members: number;
    takers: number;
    passed: number;
    participation: number | null;
    passRate: number | null;
    averageScore: number | null;
  };
  organisations: OrgFigures[];
  questions: {
    questionId: number;
    kind: string;
    stem: string;
    appeared: number;
    wrong: number;
    errorRate: number | null;
  }[];
}

export interface ProgramProgress {
  items: number;
  requiredMinutes: number;
  members: {
    id: number;
    name: string;
    orgId: number;
    orgName: string;
    opened: number;
    finished: number;
    seconds: number;
    done: boolean;
  }[];
  organisations: OrgFigures[];
}

const reportBody = z.object({ contentId: rowId, seconds: z.number().int().min(0).max(3600).default(0) });
const examBody = z.object({ examId: rowId });
const answersSchema = z
  .record(z.string().regex(/^\d{1,10}$/), z.array(z.string().max(1)).max(OPTION_KEYS.length))
  .default({});
const answerBody = z.object({ examId: rowId, answers: answersSchema });

export const studyMine = declareCall({
  url: '/api/study/mine',
  answer: answer<StudyProgram[]>(),
  access: SIGNED_IN,
  provides: ['studyRecord', 'eduProgram', 'eduContent'],
});

export const studyOpen = declareCall({
  url: '/api/study/open',
  payload: z.object({ contentId: rowId }),
  answer: answer<OpenedItem>(),
  access: SIGNED_IN,
  write: { action: 'studyOpen', resource: 'studyRecord' },
});

/** Seconds the page was in view since the last report; the server adds no more than has passed. */
export const studyReport = declareCall({
  url: '/api/study/report',
  payload: reportBody,
  answer: answer<StudyRecordView>(),
  access: SIGNED_IN,
  write: { action: 'studyReport', resource: 'studyRecord' },
  refreshesNothing: true,
  silent: true,
});

export const studyFinish = declareCall({
  url: '/api/study/finish',
  payload: reportBody,
  answer: answer<StudyRecordView>(),
  access: SIGNED_IN,
  write: { action: 'studyFinish', resource: 'studyRecord' },
});

export const studyFile = declareCall({
  method: 'GET',
  url: '/api/study/file',
  payload: z.object({ contentId: rowId, accessPath: rowId }),
  answer: answer<FileAnswer>(),
  access: SIGNED_IN,
});

export const examMine = declareCall({
  url: '/api/exam/mine',
  answer: answer<MyExam[]>(),
  access: SIGNED_IN,
  provides: ['examAttempt'],
});

export const examStart = declareCall({
  url: '/api/exam/start',
  payload: examBody,
  answer: answer<Paper>(),
  access: SIGNED_IN,
  write: { action: 'start', resource: 'exam' },
  invalidates: ['examAttempt'],
});

export const examSaveProgress = declareCall({
  url: '/api/exam/saveProgress',
  payload: answerBody,
  answer: answer<{ saved: number }>(),
  access: SIGNED_IN,
  write: { action: 'saveProgress', resource: 'exam' },
  refreshesNothing: true,
  silent: true,
});

export const examSubmit = declareCall({
  url: '/api/exam/submit',
  payload: answerBody,
  answer: answer<Outcome>(),
  access: SIGNED_IN,
  write: { action: 'submit', resource: 'exam' },
  invalidates: ['examAttempt'],
});

export const examResults = declareCall({
  url: '/api/exam/results',
  payload: examBody,
  answer: answer<ExamResults>(),
  access: entityCall(examEntity),
  provides: ['examAttempt'],
});

export const examResultsExport = declareCall({
  url: '/api/exam/resultsExport',
  payload: examBody,
  answer: answer<FileAnswer>(),
  access: entityCall(examEntity, PRIVILEGES.export),
  write: { action: 'export', resource: 'exam' },
  refreshesNothing: true,
});

export const programProgress = declareCall({
  url: '/api/eduProgram/progress',
  payload: z.object({ id: rowId }),
  answer: answer<ProgramProgress>(),
  access: entityCall(eduProgramEntity),
  provides: ['studyRecord'],
});

export const programProgressExport = declareCall({
  url: '/api/eduProgram/progressExport',
  payload: z.object({ id: rowId }),
  answer: answer<FileAnswer>(),
  access: entityCall(eduProgramEntity, PRIVILEGES.export),
  write: { action: 'export', resource: 'eduProgram' },
  refreshesNothing: true,
});

export const questionImportTemplate = declareCall({
  url: '/api/question/importTemplate',
  answer: answer<FileAnswer>(),
  access: entityCall(questionEntity, PRIVILEGES.examManage),
});

/** Questions by Excel (multipart): every row checked first; one refused row and nothing is imported. */
export const questionImport = declareCall({
  url: '/api/question/import',
  answer: answer<ImportAnswer>(),
  access: entityCall(questionEntity, PRIVILEGES.examManage),
  write: { action: 'import', resource: 'question' },
});
