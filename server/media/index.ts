/**
 * Media processing.
 *
 * Images (sharp, always available): makeThumbnails(buffer) -> WebP "thumb" (480 px wide) and "large" (1280 px)
 * plus the original's upright size; non-images are refused with MediaError (400, NOT_AN_IMAGE).
 *
 * Videos (ffmpeg/ffprobe, optional; FFMPEG_PATH / FFPROBE_PATH or the PATH):
 * - probeVideo(file) -> { durationSeconds, width, height, codecs } | null
 * - extractThumbnail(file, atSecond) -> JPEG Buffer | null
 * - ffmpegAvailable() -> boolean, checked once and cached.
 * Fallback when ffmpeg is missing (both functions return null; nothing throws):
 * - the video is stored and served as uploaded, its duration is unknown (store null, show no length),
 *   width/height unknown;
 * - its poster is a generated placeholder (renderPlaceholderImage: gradient, play button, title), which
 *   videoThumbnailOrPlaceholder() does in one call.
 * Files in S3 are copied to a temporary file for ffmpeg with withLocalFile(storage, key, fn).
 *
 * Uploaded videos (./pipeline, ffmpeg required): inspectSource -> renditionsFor -> transcodeRendition (HLS, one per
 * rendition) -> writeMasterPlaylist; makePoster, thumbnailsAt and makeTeaser beside them.
 */
export { MediaError } from './errors';
export { FfmpegAbortError, FfmpegError, configureFfmpeg, ffmpegAvailable, ffmpegPaths, type RunOptions } from './ffmpeg';
export { DEFAULT_THUMBNAIL_SIZES, imageInfo, makeThumbnails, type ImageVariant, type ThumbnailSize, type Thumbnails } from './images';
export { withLocalFile } from './local-copy';
export { PHOTO_FORMATS, PHOTO_MAX_PIXELS, blurredPreview, photoCover, photoHeader, renderPhoto, type PhotoRenditions } from './photos';
export { renderPlaceholderImage, type PlaceholderOptions } from './placeholder';
export * from './pipeline';
export { extractThumbnail, probeVideo, videoThumbnailOrPlaceholder, type VideoInfo, type VideoPoster } from './video';
