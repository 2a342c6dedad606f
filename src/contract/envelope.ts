/** The answer every call gets, encrypted: error_code equals the HTTP status. */
export interface Envelope<T = unknown> {
  error_code: number;
  error_msg: string;
  data: T;
  /** The unit list call also carries its list here. */
  datas?: unknown;
}

export const SUCCESS_CODES = [200, 201] as const;

export function isSuccessCode(code: unknown): boolean {
  return code === 200 || code === 201;
}

export const ErrorCode = {
  BadRequest: 400,
  Unauthorized: 401,
  Forbidden: 403,
  NotFound: 404,
  Conflict: 409,
  PayloadTooLarge: 413,
  TooManyRequests: 429,
  Internal: 500,
} as const;

export type ErrorCodeValue = (typeof ErrorCode)[keyof typeof ErrorCode];

/** A list answer of every resource. */
export interface Page<T> {
  records: T[];
  total: number;
}
