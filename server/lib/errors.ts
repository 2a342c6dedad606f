import { ErrorCode, type ErrorCodeValue } from '../../src/contract/envelope';
import { say, wordIn, type Message } from '../../src/contract/messages/message';

/** What an error says: a message worded in the caller's language when it is sent. */
export type Said = Message | string;

/** An error whose message the caller may read: it becomes the envelope's error_msg. */
export class AppError extends Error {
  constructor(
    public readonly code: ErrorCodeValue,
    public readonly said: Said,
    public readonly field?: string,
    /** More for the client to read, such as every field's problem or refused import rows. */
    public readonly details?: Record<string, unknown>,
  ) {
    // In English for the logs; the caller reads it in its own language.
    super(wordIn(said, 'en'));
  }
}

export const badRequest = (said: Said, field?: string, details?: Record<string, unknown>) =>
  new AppError(ErrorCode.BadRequest, said, field, details);
export const unauthorized = (said: Said = say('access.sessionExpired')) => new AppError(ErrorCode.Unauthorized, said);
export const forbidden = (said: Said = say('access.forbidden')) => new AppError(ErrorCode.Forbidden, said);
export const notFound = (said: Said = say('record.notFound')) => new AppError(ErrorCode.NotFound, said);
export const conflict = (said: Said) => new AppError(ErrorCode.Conflict, said);
export const tooMany = (said: Said) => new AppError(ErrorCode.TooManyRequests, said);

/** Each field's problem, by field name: `data.fields` of a refused save, worded for the caller. */
export type FieldProblems = Record<string, Said>;
