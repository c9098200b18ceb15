/**
 * Room names. Private: one per signed-in user (their events) and one per session (so that ending a session
 * reaches its sockets in every process). Public: one per object whose page is open (video, gallery, ...).
 */
export const userRoom = (userId: string) => `user:${userId}`;
export const sessionRoom = (sessionId: string) => `session:${sessionId}`;
/** Every signed-in admin's sockets: alerts for the staff (a new report). */
export const ADMINS_ROOM = 'admins';
export const objectRoom = (objectType: string, objectId: string) => `object:${objectType}:${objectId}`;

/** Objects a socket may follow (object/subscribe): the ones that can be commented on. */
export { OBJECT_TYPES } from '../modules/comments/schemas';
