/** An error that becomes `{ message }` with its status code. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

export const notFound = (message: string) => new HttpError(404, message);
export const badRequest = (message: string) => new HttpError(400, message);
export const conflict = (message: string) => new HttpError(409, message);
export const unauthorized = (message = "Not authorized, please log in") => new HttpError(401, message);
export const forbidden = (message = "Admin access required") => new HttpError(403, message);
