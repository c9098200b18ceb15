/**
 * Duration and picture width read straight from an MP4's header boxes (mvhd, tkhd), without starting ffprobe:
 * for checking many small files quickly. Only for plain files as ffmpeg writes them (one moov, 32-bit sizes).
 */
export function mp4Header(bytes: Buffer): { durationSeconds: number; width: number } {
  const mvhd = bytes.indexOf('mvhd');
  if (mvhd < 4) throw new Error('no mvhd box: not an MP4 file');
  const version = bytes[mvhd + 4];
  const timescale = bytes.readUInt32BE(mvhd + (version === 1 ? 24 : 16));
  const duration = version === 1 ? Number(bytes.readBigUInt64BE(mvhd + 28)) : bytes.readUInt32BE(mvhd + 20);
  // Each track's header ends with its width and height (16.16 fixed point); audio tracks say 0.
  let width = 0;
  for (let tkhd = bytes.indexOf('tkhd'); tkhd >= 4; tkhd = bytes.indexOf('tkhd', tkhd + 4)) {
    const end = tkhd - 4 + bytes.readUInt32BE(tkhd - 4);
    width = Math.max(width, bytes.readUInt32BE(end - 8) / 65536);
  }
  return { durationSeconds: duration / timescale, width };
}
