import { AAC_LC_CODEC } from './ladder';

/**
 * RFC 6381 codecs of an fMP4 init segment as ffmpeg writes it, read from its boxes: "avc1.PPCCLL" from the avcC box
 * (profile, constraint flags, level) and "mp4a.40.2" when it has an AAC track (we only encode AAC-LC).
 * Null when there is no avcC box.
 */
export function codecsOfInitSegment(init: Buffer): string | null {
  const avcC = init.indexOf('avcC');
  if (avcC < 4 || avcC + 8 > init.length) return null;
  const hex = (byte: number) => byte.toString(16).padStart(2, '0');
  // avcC payload: configurationVersion, AVCProfileIndication, profile_compatibility, AVCLevelIndication
  const video = `avc1.${hex(init[avcC + 5])}${hex(init[avcC + 6])}${hex(init[avcC + 7])}`;
  return init.indexOf('mp4a') >= 4 ? `${video},${AAC_LC_CODEC}` : video;
}
