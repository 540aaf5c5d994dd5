/** An error the app's error handler answers with its own status and message (4xx messages reach the caller). */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}
