import { eduContentEntity } from '../../../src/contract/resource/edu-content';
import { eduProgramEntity } from '../../../src/contract/resource/edu-program';
import { examAttemptEntity } from '../../../src/contract/resource/exam-attempt';
import { examEntity } from '../../../src/contract/resource/exam';
import { questionEntity } from '../../../src/contract/resource/question';
import { studyRecordEntity } from '../../../src/contract/resource/study-record';
import { derivedTable } from './derived';

/** Education and exams: tables derived from their entity definitions. */
export const eduPrograms = derivedTable(eduProgramEntity);
export const eduContents = derivedTable(eduContentEntity);
export const studyRecords = derivedTable(studyRecordEntity);
export const questions = derivedTable(questionEntity);
export const exams = derivedTable(examEntity);
export const examAttempts = derivedTable(examAttemptEntity);
