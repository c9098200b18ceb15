export interface User {
  _id: string;
  name: string;
  username: string;
  email: string;
  /** Always set on the client: the API's null becomes DEFAULT_AVATAR. */
  avatar: string;
  cover: string | null;
  roles: string[];
  isPerformer: boolean;
  verifiedEmail: boolean;
  verifymyage_verified: boolean;
  gender: string | null;
  country: string | null;
  bio: string | null;
  createdAt: string;
}

/** Fields a user may change through PUT /users. */
export interface UserUpdatePayload {
  name?: string;
  gender?: string;
  country?: string;
  bio?: string;
}
