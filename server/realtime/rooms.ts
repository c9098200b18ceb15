/** Room names: one per signed-in user, one per object whose page is open (video, gallery, ...). */
export const userRoom = (userId: string) => `user:${userId}`;
export const objectRoom = (objectType: string, objectId: string) => `object:${objectType}:${objectId}`;

/** Objects a socket may follow (object/subscribe): the ones that can be commented on. */
export { OBJECT_TYPES } from '../modules/comments/schemas';
