import { errorMessages, errorStatus, type Conflict, type ErrorCode } from '@foro/shared/http/errors';

/** The one error type of the server: a code from the closed set, a Spanish message, field errors. */
export class AppError extends Error {
  readonly statusCode: number;
  readonly code: ErrorCode;
  readonly fieldErrors?: Record<string, string>;
  /** A save from a stale copy (409): what is saved now (lib/stale-edit.ts). */
  conflict?: Conflict;
  constructor(code: ErrorCode, message: string = errorMessages[code], fieldErrors?: Record<string, string>) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    if (fieldErrors) this.fieldErrors = fieldErrors;
    this.statusCode = errorStatus[code];
  }

  static validation(fieldErrors: Record<string, string>): AppError {
    return new AppError('VALIDATION', errorMessages.VALIDATION, fieldErrors);
  }
}
