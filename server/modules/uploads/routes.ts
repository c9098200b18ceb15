import { actorOf, type Actor } from '../audit/actor';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { Envelope, ok } from '../../http/envelope';
import { notFound } from '../../http/errors';
import type { RateLimiter } from '../../rate-limit';
import type { FileStorage } from '../../storage';
import { currentSession, requireRole } from '../auth/guard';
import type { ProfileImageColumn, UsersService } from '../users/service';
import { PrivateUser } from '../users/schemas';
import { AVATAR_SHAPE, COVER_SHAPE, type ImageShape } from './images';
import { limitUploads } from './limits';
import { readUpload } from './multipart';
import { replaceImage } from './replace-image';

interface ProfileImage {
  /** Form field of the file, and the word in the address (/users/avatar/upload). */
  field: 'avatar' | 'cover';
  /** The word in its operations' ids (uploadMyAvatar). */
  name: string;
  column: ProfileImageColumn;
  shape: ImageShape;
}

const PROFILE_IMAGES: ProfileImage[] = [
  { field: 'avatar', name: 'Avatar', column: 'avatar_path', shape: AVATAR_SHAPE },
  { field: 'cover', name: 'Cover', column: 'cover_path', shape: COVER_SHAPE },
];

const UserParams = Type.Object({ id: Type.String({ format: 'uuid' }) });
const response = { 200: Envelope(PrivateUser) };

/**
 * POST /users/avatar/upload and /users/cover/upload: the caller's own picture (form field avatar / cover);
 * POST /users/{id}/avatar/upload and /users/{id}/cover/upload: an admin sets anyone's.
 * The picture is cropped to 400x400 (avatar) or 1600x500 (cover) WebP under a content-addressed public key;
 * the file it replaces is removed. Answers the user as /users/me does.
 */
export const uploadsRoutes: FastifyPluginAsyncTypebox<{ users: UsersService; storage: FileStorage; limiter: RateLimiter }> = async (
  app,
  { users, storage, limiter },
) => {
  const limited = limitUploads(limiter);

  async function replace(request: FastifyRequest, userId: string, image: ProfileImage, actor?: Actor) {
    const swap = users.profileImageSwap(userId, image.column, actor);
    const user = await replaceImage(storage, `${image.field}s/${userId}`, swap, await readUpload(request, image.field), image.shape);
    if (!user) throw notFound('User not found');
    return ok(user);
  }

  for (const image of PROFILE_IMAGES) {
    app.post(
      `/users/${image.field}/upload`,
      {
        preHandler: limited,
        config: { uploadField: image.field },
        schema: { operationId: `uploadMy${image.name}`, summary: `Replace the caller's ${image.field}`, response },
      },
      async (request) => replace(request, currentSession(request).user.id, image),
    );
    app.post(
      `/users/:id/${image.field}/upload`,
      {
        preHandler: [requireRole('admin'), limited],
        config: { uploadField: image.field },
        schema: { operationId: `uploadUser${image.name}`, summary: `Replace a user's ${image.field}`, params: UserParams, response },
      },
      async (request) => {
        await users.assertExists(request.params.id);
        return replace(request, request.params.id, image, actorOf(request));
      },
    );
  }
};
