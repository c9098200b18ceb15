import type { Comment } from '../../../types/comment';

export const VIDEO = { objectType: 'video', objectId: 'v1' } as const;

export function makeComment(overrides: Partial<Comment> = {}): Comment {
  return {
    _id: 'c1',
    ...VIDEO,
    content: 'Lovely!',
    image: null,
    createdAt: '2025-03-04T10:00:00.000Z',
    likes: 0,
    creator: { _id: 'u1', name: 'Ada Lovelace', username: 'ada', avatar: null },
    ...overrides,
  };
}

/** A server event as the socket saga hands it on. */
export const live = (event: string, payload: unknown) => ({ type: 'socket/socketEventReceived', payload: { event, payload } });
