/** Room names: one per signed-in user, one per object whose page is open (video, gallery, ...). */
export const userRoom = (userId: string) => `user:${userId}`;
export const objectRoom = (objectType: string, objectId: string) => `object:${objectType}:${objectId}`;

/** Events the server sends and receives; the web app uses the same names. */
export const EVENTS = {
  authLogin: 'auth/login',
  authSuccess: 'auth/login:success',
  authError: 'auth/login:error',
  subscribe: 'object/subscribe',
  unsubscribe: 'object/unsubscribe',
  commentCreated: 'comment/created',
  commentDeleted: 'comment/deleted',
  commentNotification: 'notification/comment',
  performerStatus: 'performer/status',
} as const;

export const OBJECT_TYPES = ['video', 'gallery', 'product', 'performer', 'post'] as const;
