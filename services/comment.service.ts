import type { SuccessResult } from '../types/api';
import type { Comment, CommentQuery, CommentTarget } from '../types/comment';
import { ENDPOINTS, to } from './endpoints';
import { getList, send } from './fetch-helpers';
import { upload } from './upload';

const COMMENTS = ENDPOINTS.comments;

export const commentService = {
  /** GET /comments/search: newest first. */
  search: (query: CommentQuery) => getList<Comment>(to(COMMENTS.search), query),
  /** POST /comments */
  create: async (target: CommentTarget, content: string) =>
    (await send<Comment>(to(COMMENTS.create), { body: { ...target, content } })).data,
  /** DELETE /comments/:id (the author, the content's performer or an admin). */
  remove: async (id: string) => (await send<SuccessResult>(to(COMMENTS.remove, { id }))).data,
  /** POST /comments/:id, multipart field `image`: a picture on one's own comment. */
  attachImage: async (id: string, image: Blob) =>
    (await upload<Comment>(to(COMMENTS.attachImage, { id }).path, [{ fieldname: 'image', file: image, filename: fileName(image) }])).data,
};

function fileName(file: Blob): string {
  return 'name' in file && typeof file.name === 'string' && file.name ? file.name : 'image';
}
