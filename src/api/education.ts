import * as calls from '@/contract/calls/education';
import type { Answers } from '@/contract/calls/education';
import { downloadPosted } from './resource';
import { call } from './call';

export type {
  Answers,
  ExamResults,
  MyExam,
  OpenedItem,
  OrgFigures,
  Outcome,
  Paper,
  PaperQuestion,
  ProgramProgress,
  StudyItem,
  StudyProgram,
  StudyRecordView,
} from '@/contract/calls/education';

export const studyApi = {
  mine: () => call(calls.studyMine, undefined).then((d) => d ?? []),
  open: (contentId: number) => call(calls.studyOpen, { contentId }),
  /** Seconds the page was in view since the last report; the server adds no more than has passed. */
  report: (contentId: number, seconds: number) => call(calls.studyReport, { contentId, seconds }),
  finish: (contentId: number, seconds: number) => call(calls.studyFinish, { contentId, seconds }),
};

export const examApi = {
  mine: () => call(calls.examMine, undefined).then((d) => d ?? []),
  start: (examId: number) => call(calls.examStart, { examId }),
  saveProgress: (examId: number, answers: Answers) => call(calls.examSaveProgress, { examId, answers }),
  submit: (examId: number, answers: Answers) => call(calls.examSubmit, { examId, answers }),
};

export const educationAdminApi = {
  results: (examId: number) => call(calls.examResults, { examId }),
  exportResults: (examId: number) => downloadPosted(calls.examResultsExport.url, { examId }, 'exam-results.xlsx'),
  progress: (id: number) => call(calls.programProgress, { id }),
  exportProgress: (id: number) => downloadPosted(calls.programProgressExport.url, { id }, 'study-progress.xlsx'),
};
