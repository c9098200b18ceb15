import { execFileSync } from 'node:child_process';
import { ffmpegPaths } from '../../../server/media';

function installed(bin: string): boolean {
  try {
    execFileSync(bin, ['-version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** Whether ffmpeg and ffprobe run here (tests on real clips need both; CI installs them). */
export const HAS_FFMPEG = installed(ffmpegPaths().ffmpeg) && installed(ffmpegPaths().ffprobe);
