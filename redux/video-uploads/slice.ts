import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** An upload this tab is sending (the server knows only the bytes it received: speed and time left are the sender's). */
export interface VideoUpload {
  fileName: string;
  sent: number;
  total: number;
  bytesPerSecond: number | null;
  secondsLeft: number | null;
  /** sending; paused by the performer; stopped (an error, or the retries ran out); done (every byte acknowledged). */
  phase: 'sending' | 'paused' | 'stopped' | 'done';
  error: string | null;
}

export type VideoUploadsState = Record<string, VideoUpload>;

type ById<T = object> = PayloadAction<{ videoId: string } & T>;

const videoUploadsSlice = createSlice({
  name: 'videoUploads',
  initialState: {} as VideoUploadsState,
  reducers: {
    started: (state, { payload }: ById<{ fileName: string; total: number }>) => {
      state[payload.videoId] = {
        fileName: payload.fileName,
        sent: 0,
        total: payload.total,
        bytesPerSecond: null,
        secondsLeft: null,
        phase: 'sending',
        error: null,
      };
    },
    progressed: (state, { payload }: ById<Pick<VideoUpload, 'sent' | 'total' | 'bytesPerSecond' | 'secondsLeft'>>) => {
      const upload = state[payload.videoId];
      if (!upload || upload.phase !== 'sending') return;
      Object.assign(upload, { sent: payload.sent, total: payload.total, bytesPerSecond: payload.bytesPerSecond, secondsLeft: payload.secondsLeft });
    },
    paused: (state, { payload }: ById) => {
      const upload = state[payload.videoId];
      if (upload) Object.assign(upload, { phase: 'paused', bytesPerSecond: null, secondsLeft: null });
    },
    resumed: (state, { payload }: ById) => {
      const upload = state[payload.videoId];
      if (upload) Object.assign(upload, { phase: 'sending', error: null });
    },
    stopped: (state, { payload }: ById<{ error: string }>) => {
      const upload = state[payload.videoId];
      if (upload) Object.assign(upload, { phase: 'stopped', error: payload.error, bytesPerSecond: null, secondsLeft: null });
    },
    finished: (state, { payload }: ById) => {
      const upload = state[payload.videoId];
      if (upload) Object.assign(upload, { phase: 'done', sent: upload.total, bytesPerSecond: null, secondsLeft: 0 });
    },
    forgotten: (state, { payload }: ById) => {
      delete state[payload.videoId];
    },
  },
});

export const videoUploadActions = videoUploadsSlice.actions;
export default videoUploadsSlice.reducer;
