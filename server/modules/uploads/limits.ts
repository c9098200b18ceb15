import { limitRequests, type RateLimiter, type RateRule } from '../../rate-limit';
import { currentSession } from '../auth/guard';

/** Files one user may upload (profile pictures, comment images): each is decoded and resized. */
export const UPLOADS: RateRule = {
  name: 'uploads',
  max: 30,
  windowMs: 10 * 60_000,
  message: (wait) => `You are uploading too many files: at most 30 in 10 minutes. Please try again in ${wait}.`,
  code: 'TOO_MANY_UPLOADS',
};

/** preHandler, after requireUser (or requireRole): counts the caller's upload and refuses those beyond UPLOADS. */
export const limitUploads = (limiter: RateLimiter) => limitRequests(limiter, UPLOADS, (request) => currentSession(request).user.id);
