import { MediaError } from '../errors';
import { FfmpegError, ffmpegAvailable } from '../ffmpeg';

/** Why an upload cannot become a video on this site. */
export type SourceRefusalCode = 'EMPTY_FILE' | 'UNREADABLE' | 'NO_VIDEO_STREAM' | 'TOO_LONG' | 'FRAME_TOO_LARGE';

/**
 * The uploaded file will not be transcoded: a client error (MediaError, 400) whose message is a sentence meant for the
 * creator, and whose code says which rule refused it.
 */
export class SourceRefused extends MediaError {
  declare readonly code: SourceRefusalCode;

  constructor(code: SourceRefusalCode, message: string) {
    super(message, code);
    this.name = 'SourceRefused';
  }
}

/** ffmpeg or ffprobe is not installed: a fault of the server (retry once it is), never of the upload. */
export class FfmpegUnavailableError extends FfmpegError {
  constructor() {
    super('ffmpeg and ffprobe are needed to process videos, and they are not installed (FFMPEG_PATH / FFPROBE_PATH or the PATH).');
    this.name = 'FfmpegUnavailableError';
  }
}

/** Throws FfmpegUnavailableError when ffmpeg or ffprobe does not run. */
export async function requireFfmpeg(): Promise<void> {
  if (!(await ffmpegAvailable())) throw new FfmpegUnavailableError();
}
