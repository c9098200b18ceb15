import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { VideoUploads } from './video-uploads';

/**
 * The tus endpoint of video uploads (VIDEO_UPLOADS_PATH), in the performer area (its guard: a performer or an
 * admin). @tus/server answers every request itself, streaming PATCH bodies to storage as they arrive.
 */
export const videoUploadRoutes: FastifyPluginAsync<{ uploads: VideoUploads }> = async (app, { uploads }) => {
  // tus sends the file's bytes as application/offset+octet-stream: left unread here, for @tus/server to stream.
  app.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) => done(null));
  const handler = (request: FastifyRequest, reply: FastifyReply) => uploads.handle(request, reply);
  const schema = { hide: true, summary: 'tus 1.0.0 resumable upload (creation, termination): see the README' };
  app.route({ method: ['POST', 'OPTIONS'], url: '/performer/uploads/videos', schema, handler });
  app.route({ method: ['HEAD', 'PATCH', 'DELETE'], url: '/performer/uploads/videos/:name', schema, handler });
};
