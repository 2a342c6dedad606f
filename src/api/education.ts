import type { Accessory } from './resource';
import { downloadPosted } from './resource';
import { post, request } from './request';

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

export const studyApi = {
  mine: () => post<StudyProgram[]>('/api/study/mine').then((r) => r.data ?? []),
  open: (contentId: number) => post<OpenedItem>('/api/study/open', { contentId }).then((r) => r.data),
  /** Seconds the page was in view since the last report; the server adds no more than has passed. */
  report: (contentId: number, seconds: number) =>
    post<StudyRecordView>('/api/study/report', { contentId, seconds }, { silent: true }).then((r) => r.data),
  finish: (contentId: number, seconds: number) =>
    post<StudyRecordView>('/api/study/finish', { contentId, seconds }).then((r) => r.data),
  file: (contentId: number, accessPath: number) =>
    (
      request.get('/api/study/file', { params: { contentId, accessPath }, responseType: 'blob' }) as Promise<{
        data: Blob;
      }>
    ).then((r) => r.data),
};

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
  totalPoints: number;
  passMark: number;
  questions: PaperQuestion[];
  answers: Record<string, string[]>;
}

export interface Outcome {
  score: number;
  passed: boolean;
  totalPoints: number;
  passMark: number;
  secondsUsed: number;
  correct?: Record<string, { answer: string[]; analysis: string | null; right: boolean }>;
}

export type Answers = Record<string, string[]>;

export const examApi = {
  mine: () => post<MyExam[]>('/api/exam/mine').then((r) => r.data ?? []),
  start: (examId: number) => post<Paper>('/api/exam/start', { examId }).then((r) => r.data),
  saveProgress: (examId: number, answers: Answers) =>
    post<{ saved: number }>('/api/exam/saveProgress', { examId, answers }, { silent: true }).then((r) => r.data),
  submit: (examId: number, answers: Answers) =>
    post<Outcome>('/api/exam/submit', { examId, answers }).then((r) => r.data),
};

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

export const educationAdminApi = {
  results: (examId: number) => post<ExamResults>('/api/exam/results', { examId }).then((r) => r.data),
  exportResults: (examId: number) => downloadPosted('/api/exam/resultsExport', { examId }, 'exam-results.xlsx'),
  progress: (id: number) => post<ProgramProgress>('/api/eduProgram/progress', { id }).then((r) => r.data),
  exportProgress: (id: number) => downloadPosted('/api/eduProgram/progressExport', { id }, 'study-progress.xlsx'),
};
