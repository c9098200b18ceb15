export interface LoginPayload {
  /** Username or email. */
  username: string;
  password: string;
  remember: boolean;
}

export interface LoginResult {
  token: string;
  expiresAt: string;
}

export interface RegisterPayload {
  name: string;
  username: string;
  email: string;
  password: string;
  gender?: string;
  country?: string;
}

export interface RegisterResult {
  message: string;
  requireEmailVerification: boolean;
}

export interface PasswordChangePayload {
  password: string;
  source: 'user';
}
