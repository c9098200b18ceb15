import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError, badRequest } from '../../http/errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The form field of the one file the route reads with readUpload (for the API document). */
    uploadField?: string;
  }
}

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
const MAX_UPLOAD_TEXT = '5 MB';

/** multipart/form-data for every route of `app`: one file of at most 5 MB and a few small fields. Call once. */
export async function registerMultipart(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5, fieldSize: 10_000, parts: 6 },
    throwFileSizeLimit: true,
  });
}

const tooLarge = () => new HttpError(413, `The file is too large: at most ${MAX_UPLOAD_TEXT}.`, 'FILE_TOO_LARGE');

/** Multipart errors of the plugin and the parser, in words the user understands. */
function translate(error: unknown): unknown {
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge();
  if (code === 'FST_FILES_LIMIT') return new HttpError(413, 'Send one file only.', 'TOO_MANY_FILES');
  if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') return badRequest('Too many form fields.', 'TOO_MANY_FIELDS');
  if (error instanceof HttpError) return error;
  return badRequest('The upload is not a valid multipart/form-data body.', 'INVALID_MULTIPART');
}

/**
 * The bytes of the one file sent in form field `field`. Refuses a body that is not multipart, a missing file,
 * a file in another field, an empty file and one over 5 MB (the stream's `truncated` flag is checked too).
 */
export async function readUpload(request: FastifyRequest, field: string): Promise<Buffer> {
  if (!request.isMultipart()) {
    throw new HttpError(415, `Send the file as multipart/form-data in the field "${field}".`, 'NOT_MULTIPART');
  }
  try {
    let upload: Buffer | null = null;
    // Read every part, not just the first file: a second file is refused (the plugin's files limit), never ignored.
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== field) {
        part.file.resume();
        throw badRequest(`The file must be sent in the field "${field}" (not "${part.fieldname}").`, 'WRONG_FILE_FIELD');
      }
      upload = await part.toBuffer();
      if (part.file.truncated) throw tooLarge();
    }
    if (!upload) throw badRequest(`No file was sent: attach it in the field "${field}".`, 'FILE_REQUIRED');
    if (upload.length === 0) throw badRequest('The file is empty.', 'EMPTY_FILE');
    return upload;
  } catch (error) {
    throw translate(error);
  }
}
