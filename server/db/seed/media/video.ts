import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { FfmpegError, ffmpegAvailable, ffmpegPaths, run } from '../../../media/ffmpeg';

/** Thrown when ffmpeg is not installed: the seed catches it and creates its video items without files. */
export class FfmpegMissingError extends Error {
  readonly code = 'FFMPEG_MISSING';
  constructor() {
    super(
      'ffmpeg is not installed (or FFMPEG_PATH/FFPROBE_PATH point nowhere): demo videos cannot be generated. ' +
        'Install ffmpeg (apt-get install ffmpeg) and seed again to get playable demo clips.',
    );
    this.name = 'FfmpegMissingError';
  }
}

export interface DemoVideoOptions {
  /** Length in seconds, default 5. */
  seconds?: number;
  /** Shown at the bottom of the picture. */
  label?: string;
  /** 0-359: tints the picture and sets the tone's pitch, so clips differ. Default 0. */
  hue?: number;
  /** 'testsrc2' (moving pattern, ~230 KB for 5 s) or 'smptebars' (colour bars, ~40 KB). Default testsrc2. */
  pattern?: 'testsrc2' | 'smptebars';
  width?: number;
  height?: number;
  /** Also write the clip's public preview, from the same run (so it costs little more). */
  teaser?: DemoTeaserOptions;
}

export interface DemoTeaserOptions {
  file: string;
  /** How much of the start to keep, default 3. */
  seconds?: number;
  /** Width in pixels (the height follows), default 320. */
  width?: number;
}

/** H.264 (main, yuv420p) + AAC mono in MP4, index first; quality is set per output. */
const MP4_OUTPUT = [
  '-c:v',
  'libx264',
  '-preset',
  'veryfast',
  '-profile:v',
  'main',
  '-pix_fmt',
  'yuv420p',
  '-g',
  '48',
  '-c:a',
  'aac',
  '-ac',
  '1',
  '-movflags',
  '+faststart',
];

const FONT_CANDIDATES = [
  '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf',
  '/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf',
  '/usr/share/fonts/dejavu/DejaVuSans-Bold.ttf',
];

function fontFile(): string | null {
  return FONT_CANDIDATES.find((f) => fs.existsSync(f)) ?? null;
}

/** Values inside a filter graph option: escape the characters the filter parser treats specially. */
function filterValue(value: string): string {
  return value.replace(/[\\':,;[\]=]/g, (c) => `\\${c}`);
}

/** Written beside the target, then renamed: a crash never leaves half a video under the final name. */
function partialPath(file: string): string {
  return path.join(path.dirname(path.resolve(file)), `.${path.basename(file)}.${randomBytes(4).toString('hex')}.part.mp4`);
}

/**
 * A small demo clip made from ffmpeg's own test sources (nothing downloaded): a test pattern tinted by `hue`,
 * a label and a running clock, with a sine tone. H.264 (main, yuv420p) + AAC in MP4 with +faststart,
 * 640x360 at 24 fps: plays in Chromium and starts before it is fully downloaded. ~5 s is 40-250 KB.
 * With `teaser`, also its preview: the first seconds at a smaller size and lower quality, a different, much smaller file.
 * Throws FfmpegMissingError when ffmpeg is not installed.
 */
export async function generateDemoVideo(outFile: string, options: DemoVideoOptions = {}): Promise<void> {
  if (!(await ffmpegAvailable())) throw new FfmpegMissingError();
  const seconds = Math.max(1, Math.min(60, options.seconds ?? 5));
  const width = options.width ?? 640;
  const height = options.height ?? 360;
  const hue = (((options.hue ?? 0) % 360) + 360) % 360;
  const pattern = options.pattern ?? 'testsrc2';
  const frequency = Math.round(220 + hue * 1.5);

  const tmpDir = await fsp.mkdtemp(path.join(os.tmpdir(), 'limelight-demo-video-'));
  const font = fontFile();
  const filters = [`hue=h=${hue}:s=1.15`];
  if (font) {
    const labelFile = path.join(tmpDir, 'label.txt');
    await fsp.writeFile(labelFile, (options.label ?? 'Limelight demo').replace(/\s+/g, ' ').slice(0, 60));
    const text = (extra: string) => `drawtext=fontfile=${filterValue(font)}:fontcolor=white:${extra}`;
    filters.push(
      text(
        `expansion=none:textfile=${filterValue(labelFile)}:fontsize=${Math.round(height / 14)}` +
          `:x=(w-text_w)/2:y=h-text_h-${Math.round(height / 12)}:box=1:boxcolor=black@0.55:boxborderw=10`,
      ),
    );
    // testsrc2 draws its own clock; the colour bars get one.
    if (pattern === 'smptebars') {
      filters.push(text(`text='%{pts\\:hms}':fontsize=${Math.round(height / 20)}:x=w-text_w-16:y=16:box=1:boxcolor=black@0.4:boxborderw=6`));
    }
  }
  const teaser = options.teaser
    ? { file: options.teaser.file, seconds: Math.min(seconds, Math.max(1, options.teaser.seconds ?? 3)), width: options.teaser.width ?? 320 }
    : null;
  const outputs = [outFile, ...(teaser ? [teaser.file] : [])].map((file) => ({ file, partial: partialPath(file) }));
  for (const { file } of outputs) await fsp.mkdir(path.dirname(path.resolve(file)), { recursive: true });
  const graph = (withText: boolean) => {
    const picture = `[0:v]${(withText ? filters : filters.slice(0, 1)).join(',')}`;
    return teaser
      ? `${picture},split=2[full][small];[small]scale=${teaser.width}:-2[teaser];[1:a]volume=0.35,asplit=2[fa][ta]`
      : `${picture}[full];[1:a]volume=0.35[fa]`;
  };
  const args = (withText: boolean) => [
    '-v',
    'error',
    '-nostdin',
    '-y',
    '-f',
    'lavfi',
    '-i',
    `${pattern}=size=${width}x${height}:rate=24:duration=${seconds}`,
    '-f',
    'lavfi',
    '-i',
    `sine=frequency=${frequency}:sample_rate=44100:duration=${seconds}`,
    '-filter_complex',
    graph(withText),
    '-map',
    '[full]',
    '-map',
    '[fa]',
    ...MP4_OUTPUT,
    '-crf',
    '31',
    '-b:a',
    '48k',
    '-shortest',
    outputs[0].partial,
    ...(teaser ? ['-map', '[teaser]', '-map', '[ta]', ...MP4_OUTPUT, '-crf', '34', '-b:a', '32k', '-t', String(teaser.seconds), outputs[1].partial] : []),
  ];
  try {
    try {
      await run(ffmpegPaths().ffmpeg, args(true), 120_000);
    } catch (error) {
      // An ffmpeg built without drawtext (no freetype): make the clip without text.
      if (!(error instanceof FfmpegError) || !font || !/No such filter/i.test(error.stderr)) throw error;
      await run(ffmpegPaths().ffmpeg, args(false), 120_000);
    }
    for (const { file, partial } of outputs) await fsp.rename(partial, file);
  } finally {
    for (const { partial } of outputs) await fsp.rm(partial, { force: true });
    await fsp.rm(tmpDir, { recursive: true, force: true });
  }
}
