import type { Comment, CommentQuery, CommentTarget } from '../types/comment';
import { api } from './api-request';
import { getList, segment } from './fetch-helpers';
import { upload } from './upload';

export const commentService = {
  /** GET /comments/search: newest first. */
  search: (query: CommentQuery) => getList<Comment>('/comments/search', query),
  /** POST /comments */
  create: async (target: CommentTarget, content: string) => (await api.post<Comment>('/comments', { ...target, content })).data,
  /** DELETE /comments/:id (the author, the content's performer or an admin). */
  remove: async (id: string) => (await api.del<{ success: boolean }>(`/comments/${segment(id)}`)).data,
  /** POST /comments/:id, multipart field `image`: a picture on one's own comment. */
  attachImage: async (id: string, image: Blob) =>
    (await upload<Comment>(`/comments/${segment(id)}`, [{ fieldname: 'image', file: image, filename: fileName(image) }])).data,
};

function fileName(file: Blob): string {
  return 'name' in file && typeof file.name === 'string' && file.name ? file.name : 'image';
}
