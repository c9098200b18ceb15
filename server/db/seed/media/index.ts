export { demoImageSvg, renderDemoImage, type DemoImageKind, type DemoImageOptions } from './images';
export { writeTaggedCopies, type TaggedCopy } from './tagged-copies';
export { FfmpegMissingError, generateDemoVideo, type DemoTeaserOptions, type DemoVideoOptions } from './video';
export { generateDemoVideoFiles, type DemoVideoFiles, type DemoVideoFilesOptions, type DemoVideoRequest } from './video-files';
