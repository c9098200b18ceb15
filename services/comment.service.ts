import type { SuccessResult } from '../types/api';
import type { Comment, CommentQuery, CommentTarget } from '../types/comment';
import { to } from './endpoint';
import { getList, send } from './fetch-helpers';
import { upload } from './upload';

const ATTACH_COMMENT_IMAGE = 'POST /comments/:id';
const CREATE_COMMENT = 'POST /comments';
const DELETE_COMMENT = 'DELETE /comments/:id';
const SEARCH_COMMENTS = 'GET /comments/search';

/** The endpoints this service calls, for tests/api/contract.test.ts. */
export const ENDPOINTS = { ATTACH_COMMENT_IMAGE, CREATE_COMMENT, DELETE_COMMENT, SEARCH_COMMENTS };

export const commentService = {
  /** GET /comments/search: newest first. */
  search: (query: CommentQuery) => getList<Comment>(to(SEARCH_COMMENTS), query),
  /** POST /comments */
  create: async (target: CommentTarget, content: string) => (await send<Comment>(to(CREATE_COMMENT), { body: { ...target, content } })).data,
  /** DELETE /comments/:id (the author, the content's performer or an admin). */
  remove: async (id: string) => (await send<SuccessResult>(to(DELETE_COMMENT, { id }))).data,
  /** POST /comments/:id, multipart field `image`: a picture on one's own comment. */
  attachImage: async (id: string, image: Blob) =>
    (await upload<Comment>(to(ATTACH_COMMENT_IMAGE, { id }).path, [{ fieldname: 'image', file: image, filename: fileName(image) }])).data,
};

function fileName(file: Blob): string {
  return 'name' in file && typeof file.name === 'string' && file.name ? file.name : 'image';
}
