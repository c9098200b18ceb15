import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { User, UserUpdatePayload } from '../../types/user';
import type { PasswordUpdate } from '../../types/auth';
import { DEFAULT_AVATAR } from '../../lib/constants';
import type { RequestError } from '../../lib/errors';
import { ageVerified, loginSucceeded, logoutSucceeded, sessionCleared, sessionRestored } from '../auth/slice';

export type CurrentUser = Pick<User, '_id' | 'avatar' | 'cover' | 'name' | 'email'> & Partial<User>;

export interface UserState {
  current: CurrentUser;
  error: RequestError | null;
  updateSuccess: boolean;
  updating: boolean;
  updatedPassword: boolean;
}

export const initialUserState: UserState = {
  current: { _id: '', avatar: DEFAULT_AVATAR, cover: null, name: '', email: '' },
  error: null,
  updateSuccess: false,
  updating: false,
  updatedPassword: false,
};

const userSlice = createSlice({
  name: 'user',
  initialState: initialUserState,
  reducers: {
    userUpdateRequested(state, _action: PayloadAction<UserUpdatePayload>) {
      state.updating = true;
      state.updateSuccess = false;
      state.error = null;
    },
    userUpdateSucceeded(state, action: PayloadAction<User>) {
      state.current = action.payload;
      state.updating = false;
      state.updateSuccess = true;
    },
    userUpdateFailed(state, action: PayloadAction<RequestError>) {
      state.updating = false;
      state.updateSuccess = false;
      state.error = action.payload;
    },
    /** A new avatar or cover was uploaded: the answer is the updated user (the header shows it at once). */
    profileImageUploaded(state, action: PayloadAction<User>) {
      state.current = action.payload;
    },
    passwordUpdateRequested(state, _action: PayloadAction<PasswordUpdate>) {
      state.updating = true;
      state.updatedPassword = false;
      state.error = null;
    },
    passwordUpdateSucceeded(state) {
      state.updating = false;
      state.updatedPassword = true;
    },
    passwordUpdateFailed(state, action: PayloadAction<RequestError>) {
      state.updating = false;
      state.updatedPassword = false;
      state.error = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(logoutSucceeded, () => initialUserState)
      .addCase(sessionCleared, () => initialUserState)
      .addCase(loginSucceeded, (state, action) => {
        state.current = action.payload.user;
      })
      .addCase(sessionRestored, (state, action) => {
        state.current = action.payload;
      })
      .addCase(ageVerified, (state) => {
        if (state.current._id) state.current.verifymyage_verified = true;
      });
  },
});

export const {
  userUpdateRequested,
  userUpdateSucceeded,
  userUpdateFailed,
  profileImageUploaded,
  passwordUpdateRequested,
  passwordUpdateSucceeded,
  passwordUpdateFailed,
} = userSlice.actions;

export default userSlice.reducer;
