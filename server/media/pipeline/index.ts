/**
 * The video pipeline (issue 26): pure functions on files, no database. An upload is inspected (inspectSource:
 * refusals with a reason for the creator), its HLS ladder chosen (renditionsFor), each rendition transcoded
 * (transcodeRendition: fMP4 HLS, 6 s segments, keyframes every 2 s, upright, no metadata), then the master playlist
 * written (writeMasterPlaylist); a poster, poster candidates and a short MP4 teaser come from the same source.
 */
export { FfmpegUnavailableError, SourceRefused, requireFfmpeg, type SourceRefusalCode } from './errors';
export { ACCEPTED_DEMUXERS } from './input';
export { describeLength, inspectSource, probeSource, type SourceInfo, type SourceLimits } from './inspect';
export {
  AAC_LC_CODEC,
  LADDER_HEIGHTS,
  MAX_FRAME_RATE,
  audioBitrateFor,
  avcCodecString,
  h264Level,
  renditionsFor,
  videoBitrateFor,
  type Rendition,
} from './ladder';
export {
  DEFAULT_PRESET,
  KEYFRAME_SECONDS,
  RENDITION_FILES,
  SEGMENT_SECONDS,
  VIDEO_CRF,
  renditionArgs,
  transcodeRendition,
  type RenditionArgsOptions,
  type TranscodeOptions,
  type TranscodedRendition,
  type X264Preset,
} from './hls';
export { codecsOfInitSegment } from './init-segment';
export { masterPlaylist, parseMediaPlaylist, readMediaPlaylist, writeMasterPlaylist, type MasterEntry, type PlaylistSegment } from './playlist';
export { PROGRESS_ARGS, progressReporter, type ProgressReporter } from './progress';
export { POSTER_MAX_WIDTH, makePoster, posterTime, thumbnailsAt, type Still, type StillOptions } from './stills';
export { TEASER_AUDIO_BITRATE, makeTeaser, planTeaser, teaserArgs, type Teaser, type TeaserOptions, type TeaserPlan } from './teaser';
