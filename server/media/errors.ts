import { HttpError } from '../http/errors';

/** A file that is not the media we expected. A client error (400) with a message meant for the user. */
export class MediaError extends HttpError {
  constructor(message: string, code = 'INVALID_MEDIA', statusCode = 400) {
    super(statusCode, message, code);
    this.name = 'MediaError';
  }
}
