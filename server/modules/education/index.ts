import type { FastifyInstance } from 'fastify';
import type { Services } from '../../lib/services';
import { registerExamMine } from './exam-mine';
import { registerExamResults } from './exam-results';
import { registerExamTaking } from './exam-taking';
import { registerEducationFigures } from './figures';
import { registerQuestionImport } from './question-import';
import { registerStudy } from './study';
import { registerStudyProgress } from './study-progress';

/**
 * Education and exams beyond the generic calls: a member's own studies and exams (always checked
 * against the caller's own member record), progress and results for those who run them, the question
 * import, the exam pass-rate measure and the exam calendar.
 */
export function registerEducation(app: FastifyInstance, services: Services): void {
  registerStudy(app, services);
  registerStudyProgress(app, services);
  registerExamTaking(app, services);
  registerExamMine(app, services);
  registerExamResults(app, services);
  registerQuestionImport(app, services);
  registerEducationFigures();
}
