import type { PhotoDestination } from '../../lib/uploads/photo-upload';
import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** A photo this tab sends to a gallery or a post: its tile shows how it goes, then why it was refused if it was. */
export interface PhotoUpload {
  /** This tab's own name for it (the server's photo id is not known to the sender). */
  key: string;
  /** Where it goes (lib/uploads/photo-upload.ts destinationKey). */
  destination: string;
  fileName: string;
  sent: number;
  total: number;
  /**
   * queued (waits for one of the three places); sending; done (the server has it, ready: its gallery or post is read again
   * when the others are done too); refused (by the server, or before sending, `error` says why); failed (the
   * connection, after the retries: it can be retried).
   */
  phase: 'queued' | 'sending' | 'done' | 'refused' | 'failed';
  error: string | null;
}

/** The tab's photo uploads, in the order the performer chose them (which is the order they join their gallery or post in). */
export interface PhotoUploadsState {
  items: PhotoUpload[];
}

type ByKey<T = object> = PayloadAction<{ key: string } & T>;

const update = (state: PhotoUploadsState, key: string, change: Partial<PhotoUpload>) => {
  const upload = state.items.find((item) => item.key === key);
  if (upload) Object.assign(upload, change);
};

const photoUploadsSlice = createSlice({
  name: 'photoUploads',
  initialState: { items: [] } as PhotoUploadsState,
  reducers: {
    /** Photos chosen: queued, or refused at once (not a photo, too large) with the reason. */
    added: (state, { payload }: PayloadAction<Array<Pick<PhotoUpload, 'key' | 'destination' | 'fileName' | 'total' | 'error'>>>) => {
      for (const { error, ...upload } of payload) state.items.push({ ...upload, sent: 0, phase: error ? 'refused' : 'queued', error });
    },
    started: (state, { payload }: ByKey) => update(state, payload.key, { phase: 'sending', error: null }),
    progressed: (state, { payload }: ByKey<{ sent: number }>) => {
      const upload = state.items.find((item) => item.key === payload.key);
      if (upload?.phase === 'sending') upload.sent = payload.sent;
    },
    finished: (state, { payload }: ByKey) => {
      const upload = state.items.find((item) => item.key === payload.key);
      if (upload) Object.assign(upload, { phase: 'done', sent: upload.total });
    },
    stopped: (state, { payload }: ByKey<{ error: string; refused: boolean }>) =>
      update(state, payload.key, { phase: payload.refused ? 'refused' : 'failed', error: payload.error }),
    /** Waits for a place again (Retry after a connection failure). */
    requeued: (state, { payload }: ByKey) => update(state, payload.key, { phase: 'queued', error: null }),
    /** The performer read why a photo did not go in. */
    dismissed: (state, { payload }: ByKey) => {
      state.items = state.items.filter((item) => item.key !== payload.key);
    },
    /** The gallery or post was read again with these photos in it: its grid shows them now. */
    shown: (state, { payload }: PayloadAction<{ keys: string[] }>) => {
      state.items = state.items.filter((item) => !payload.keys.includes(item.key));
    },
    /** The gallery or post was deleted: its uploads stop and are forgotten. */
    destinationForgotten: (state, { payload }: PayloadAction<{ destination: string }>) => {
      state.items = state.items.filter((item) => item.destination !== payload.destination);
    },
  },
});

/**
 * Every photo sent to the gallery (or post) is in or refused: it is read again (./sagas), then the photos that went in
 * (`keys`) leave the tiles for the grid.
 */
export const photoUploadsSettled = createAction<{ destination: PhotoDestination; keys: string[] }>('photoUploads/settled');

export const photoUploadActions = photoUploadsSlice.actions;
export default photoUploadsSlice.reducer;
