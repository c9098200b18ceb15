import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ApiErrorBody } from '../../types/api';

export interface ErrorsState {
  /** The error the error page shows. */
  lastError: ApiErrorBody | null;
}

export const initialErrorsState: ErrorsState = { lastError: null };

const errorsSlice = createSlice({
  name: 'errors',
  initialState: initialErrorsState,
  reducers: {
    /** Spec 8: stores the error and navigates to the given url (see sagas.ts). */
    redirectToErrorPage(state, action: PayloadAction<{ error: ApiErrorBody; url: string }>) {
      state.lastError = action.payload.error;
    },
    errorCleared(state) {
      state.lastError = null;
    },
  },
});

export const { redirectToErrorPage, errorCleared } = errorsSlice.actions;
export default errorsSlice.reducer;
