/** What education offers a member's home, in one module so that the home loads one chunk for both panels. */
export { default as StudyPanel } from './study-panel';
export { default as ExamPanel } from './exam-panel';
