import path from 'node:path';

/**
 * The demuxers ffmpeg may use on an uploaded file. Without a list, ffmpeg picks the format from the file's content,
 * and some formats (hls, concat, dash, image2 patterns...) open other files or URLs named inside the file: an upload
 * that is an HLS playlist in disguise could make the transcode read /etc/passwd or a cloud metadata address.
 * Containers for video, plus the audio and still-picture formats, so that those are recognised and refused with a
 * clear reason instead of "unreadable".
 */
export const ACCEPTED_DEMUXERS: readonly string[] = [
  // video containers
  'mov', // mov,mp4,m4a,3gp,3g2,mj2
  'matroska', // matroska,webm
  'avi',
  'flv',
  'mpegts',
  'mpeg',
  'asf',
  'ogg',
  'mxf',
  // audio only (refused: no video track)
  'mp3',
  'wav',
  'flac',
  'aac',
  'ac3',
  'eac3',
  // still pictures (refused: a picture is not a video)
  'png_pipe',
  'jpeg_pipe',
  'webp_pipe',
  'gif',
  'bmp_pipe',
  'tiff_pipe',
];

/**
 * ffmpeg / ffprobe arguments that open `file` as an input: the demuxer whitelist, then `-i file:<absolute path>`
 * (the file: protocol, so that a name with a colon or a leading dash is never read as a URL or an option).
 */
export function inputArgs(file: string): string[] {
  return ['-format_whitelist', ACCEPTED_DEMUXERS.join(','), '-i', `file:${path.resolve(file)}`];
}

/**
 * The streams an output keeps, and what it drops: the first video track, the first audio track as stereo AAC at
 * `audioBitrate` (null: no audio), no subtitles or data tracks, and no metadata of the file (location, device make,
 * model and serial, creation time), of its streams (handler names can carry a serial number) or chapters. Every
 * output the site makes of an upload (renditions, teaser) goes through this: creators' privacy in one place.
 */
export function keptStreamsArgs(audioBitrate: number | null): string[] {
  const audio = audioBitrate ? ['-map', '0:a:0', '-c:a', 'aac', '-b:a', String(audioBitrate), '-ac', '2', '-ar', '48000'] : ['-an'];
  return ['-map', '0:v:0', ...audio, '-sn', '-dn', '-map_metadata', '-1', '-map_metadata:s', '-1', '-map_chapters', '-1'];
}
