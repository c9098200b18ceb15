export { renderDemoImage, type DemoImageKind, type DemoImageOptions } from './images';
export { FfmpegMissingError, generateDemoVideo, generateDemoVideos, type DemoVideoOptions, type DemoVideoSet } from './video';
