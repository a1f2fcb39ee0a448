/**
 * A refusal the platform answers as `{status:'error', code, message}` with HTTP status = code. It lives
 * below both the rules and the HTTP layer: rules refuse with the platform's wording and code, and the
 * app's error handler turns the refusal into the answer.
 */
export class AppError extends Error {
  constructor(
    public readonly statusCode: number,
    message: string,
    public readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

/** Throws the platform's refusal: HTTP status = code, `{status:'error', code, message}`. */
export function fail(statusCode: number, message: string, extra: Record<string, unknown> = {}): never {
  throw new AppError(statusCode, message, extra);
}
