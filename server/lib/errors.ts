import { ErrorCode, type ErrorCodeValue } from '../../src/contract/envelope';

/** An error whose message the caller may read: it becomes the envelope's error_msg. */
export class AppError extends Error {
  constructor(
    public readonly code: ErrorCodeValue,
    message: string,
    public readonly field?: string,
    /** More for the client to read, such as every field's problem or refused import rows. */
    public readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const badRequest = (msg: string, field?: string, details?: Record<string, unknown>) =>
  new AppError(ErrorCode.BadRequest, msg, field, details);
export const unauthorized = (msg = '登录已失效，请重新登录') => new AppError(ErrorCode.Unauthorized, msg);
export const forbidden = (msg = '没有权限执行此操作') => new AppError(ErrorCode.Forbidden, msg);
export const notFound = (msg = '记录不存在') => new AppError(ErrorCode.NotFound, msg);
export const conflict = (msg: string) => new AppError(ErrorCode.Conflict, msg);
export const tooMany = (msg: string) => new AppError(ErrorCode.TooManyRequests, msg);
