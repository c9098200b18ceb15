import type { ScenarioName, Settings } from '../settings';
import { VIDEO_KILL_CLIP } from './video-kill';

export function scenarioTitle(name: ScenarioName, s: Settings): string {
  if (name === 'load-and-kill') {
    return `load and kill: ${s.connections} users for ${s.seconds} s on the embedded database, SIGKILL and restart half-way, ${s.sockets} sockets`;
  }
  if (name === 'video-kill') {
    const { seconds, width, height } = VIDEO_KILL_CLIP;
    return `video kill: SIGKILL mid-transcode of a ${seconds} s ${width}x${height} upload, the server (embedded database) then a worker (PostgreSQL), and restart`;
  }
  return `outage: PostgreSQL stopped for ${s.outageSeconds} s under ${s.outageConnections} users`;
}
