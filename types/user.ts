import type { Static } from '@sinclair/typebox';
import type { PrivateUser, UserUpdateBody } from '../server/modules/users/schemas';

/** GET /users/me as the API sends it. */
export type ApiUser = Static<typeof PrivateUser>;

/** The signed-in user as the app keeps it: always an avatar (the API's null becomes DEFAULT_AVATAR). */
export type User = Omit<ApiUser, 'avatar'> & { avatar: string };

/** Fields a user may change through PUT /users (null clears one). */
export type UserUpdatePayload = Static<typeof UserUpdateBody>;
