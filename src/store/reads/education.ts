import { educationAdminApi, examApi, studyApi } from '@/api/education';
import { apiRead } from '../api-read';

/** The programmes the caller studies and the exams the caller takes. */
export const myStudies = apiRead('study/mine', () => studyApi.mine(), ['eduProgram', 'eduContent']);
export const myExams = apiRead('exam/mine', () => examApi.mine(), ['exam']);

/** What an organiser reads of a programme's progress and an exam's results. */
export const programProgress = apiRead(
  'eduProgram/progress',
  (programId: number) => educationAdminApi.progress(programId),
  ['eduProgram'],
);
export const examResults = apiRead('exam/results', (examId: number) => educationAdminApi.results(examId), ['exam']);
