import fsp from 'node:fs/promises';
import path from 'node:path';

export interface PlaylistSegment {
  /** As written in the playlist: relative to it ("seg_0000.m4s"). */
  uri: string;
  durationSeconds: number;
}

/** The segments of a media playlist (index.m3u8): each #EXTINF duration and the URI after it. */
export function parseMediaPlaylist(text: string): { targetDuration: number | null; segments: PlaylistSegment[]; ended: boolean } {
  const segments: PlaylistSegment[] = [];
  let pending: number | null = null;
  let targetDuration: number | null = null;
  let ended = false;
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line) continue;
    if (line.startsWith('#EXTINF:')) pending = Number.parseFloat(line.slice('#EXTINF:'.length));
    else if (line.startsWith('#EXT-X-TARGETDURATION:')) targetDuration = Number(line.slice('#EXT-X-TARGETDURATION:'.length));
    else if (line === '#EXT-X-ENDLIST') ended = true;
    else if (!line.startsWith('#') && pending !== null) {
      segments.push({ uri: line, durationSeconds: pending });
      pending = null;
    }
  }
  return { targetDuration, segments, ended };
}

export async function readMediaPlaylist(file: string): Promise<ReturnType<typeof parseMediaPlaylist>> {
  return parseMediaPlaylist(await fsp.readFile(file, 'utf8'));
}

/** What the master playlist says of each rendition: a TranscodedRendition (transcodeRendition's result) has it all. */
export interface MasterEntry {
  /** Relative to the master: "720p/index.m3u8" */
  uri: string;
  width: number;
  height: number;
  frameRate: number;
  /** RFC 6381: "avc1.64001f,mp4a.40.2" */
  codecs: string;
  /** bits/s: BANDWIDTH (highest segment rate) and AVERAGE-BANDWIDTH */
  peakBitrate: number;
  averageBitrate: number;
}

/** The text of a master playlist listing `renditions`, lowest bandwidth first. */
export function masterPlaylist(renditions: readonly MasterEntry[]): string {
  const lines = ['#EXTM3U', '#EXT-X-VERSION:7', '#EXT-X-INDEPENDENT-SEGMENTS'];
  for (const r of [...renditions].sort((a, b) => a.peakBitrate - b.peakBitrate)) {
    const attributes = [
      `BANDWIDTH=${Math.ceil(r.peakBitrate)}`,
      `AVERAGE-BANDWIDTH=${Math.ceil(r.averageBitrate)}`,
      `RESOLUTION=${r.width}x${r.height}`,
      `FRAME-RATE=${r.frameRate.toFixed(3)}`,
      `CODECS="${r.codecs}"`,
    ];
    lines.push(`#EXT-X-STREAM-INF:${attributes.join(',')}`, r.uri);
  }
  return `${lines.join('\n')}\n`;
}

/**
 * Writes `outDir/master.m3u8` (through a temporary file, so a reader never sees half of it) and returns its path.
 * URIs are relative: "<label>/index.m3u8".
 */
export async function writeMasterPlaylist(outDir: string, renditions: readonly MasterEntry[]): Promise<string> {
  if (renditions.length === 0) throw new Error('A master playlist needs at least one rendition.');
  const file = path.join(path.resolve(outDir), 'master.m3u8');
  const partial = `${file}.${process.pid}.partial`;
  await fsp.writeFile(partial, masterPlaylist(renditions));
  await fsp.rename(partial, file);
  return file;
}
