/**
 * @jest-environment node
 */
// The video pipeline (server/media/pipeline, issue 26) on real clips made with ffmpeg's test sources: refusals,
// the HLS ladder, segments and keyframes, the master playlist, rotation, metadata stripping, posters and the teaser.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import {
  SourceRefused,
  configureFfmpeg,
  describeLength,
  inspectSource,
  makePoster,
  makeTeaser,
  renditionsFor,
  thumbnailsAt,
  transcodeRendition,
  writeMasterPlaylist,
  type SourceInfo,
  type TranscodedRendition,
} from '../../server/media';
import { run, type RunOptions } from '../../server/media/ffmpeg';
import {
  PRIVATE_NEEDLES,
  audioOnlyFile,
  emptyFile,
  ffprobe,
  joinRendition,
  keyframeTimes,
  landscapeClip,
  noiseFile,
  playlistInDisguise,
  rotatedClip,
  stillPicture,
  taggedCopy,
  tooWideClip,
} from './helpers/clips';
import { HAS_FFMPEG } from './helpers/ffmpeg';

if (!HAS_FFMPEG) {
  console.warn('ffmpeg/ffprobe are not installed: the video pipeline tests on real clips are skipped (install the ffmpeg package to run them).');
}
const withFfmpeg = HAS_FFMPEG ? describe : describe.skip;

const LIMITS = { maxDurationSeconds: 4 * 3600, maxSide: 4096 };
/** Long enough for three 6 s segments (6, 6, 2), so the segment rules are tested on more than one. */
const LANDSCAPE_SECONDS = 14;

describe('renditionsFor (the HLS ladder)', () => {
  const sizes = (source: { width: number; height: number; frameRate?: number; hasAudio?: boolean }) =>
    renditionsFor({ frameRate: 30, hasAudio: true, ...source }).map((r) => `${r.label} ${r.width}x${r.height}`);

  it('gives a 480p source 240p, 360p and 480p, never upscaling', () => {
    expect(sizes({ width: 854, height: 480 })).toEqual(['240p 426x240', '360p 640x360', '480p 854x480']);
  });

  it('gives a 1080p source the whole ladder and a 4K source the same, topped at 1080p', () => {
    const full = ['240p 426x240', '360p 640x360', '480p 854x480', '720p 1280x720', '1080p 1920x1080'];
    expect(sizes({ width: 1920, height: 1080 })).toEqual(full);
    expect(sizes({ width: 3840, height: 2160 })).toEqual(full);
  });

  it('names portrait renditions by the short side', () => {
    expect(sizes({ width: 1080, height: 1920 })).toEqual(['240p 240x426', '360p 360x640', '480p 480x854', '720p 720x1280', '1080p 1080x1920']);
  });

  it('gives a source under 240p one rendition at its own size, in even numbers', () => {
    expect(sizes({ width: 200, height: 112 })).toEqual(['112p 200x112']);
    expect(sizes({ width: 201, height: 113 })).toEqual(['112p 200x112']);
  });

  it('uses PeerTube-like bit rates (w x h x fps x bits per pixel), rising with the size, and AAC only when there is sound', () => {
    const ladder = renditionsFor({ width: 1920, height: 1080, frameRate: 30, hasAudio: true });
    expect(ladder.find((r) => r.label === '720p')?.videoBitrate).toBe(Math.floor(1280 * 720 * 30 * 0.11));
    expect(ladder.find((r) => r.label === '1080p')?.videoBitrate).toBe(Math.floor(1920 * 1080 * 30 * 0.1));
    const rates = ladder.map((r) => r.videoBitrate);
    expect([...rates].sort((a, b) => a - b)).toEqual(rates);
    expect(ladder.map((r) => r.audioBitrate)).toEqual([96_000, 96_000, 128_000, 128_000, 128_000]);
    expect(ladder.map((r) => r.codecs)).toEqual([
      'avc1.64001e,mp4a.40.2',
      'avc1.64001e,mp4a.40.2',
      'avc1.64001f,mp4a.40.2',
      'avc1.64001f,mp4a.40.2',
      'avc1.640028,mp4a.40.2',
    ]);
    const silent = renditionsFor({ width: 1280, height: 720, frameRate: 30, hasAudio: false });
    expect(silent.every((r) => r.audioBitrate === null && !r.codecs.includes('mp4a'))).toBe(true);
  });

  it('keeps the frame rate up to 60 and assumes 30 when the source does not say', () => {
    expect(renditionsFor({ width: 640, height: 360, frameRate: 120, hasAudio: false })[0].frameRate).toBe(60);
    expect(renditionsFor({ width: 640, height: 360, frameRate: 0, hasAudio: false })[0].frameRate).toBe(30);
  });
});

describe('describeLength', () => {
  it('says a length the way a person would', () => {
    expect(describeLength(4 * 3600 + 12 * 60 + 30)).toBe('4 h 12 min');
    expect(describeLength(4 * 3600)).toBe('4 h');
    expect(describeLength(4 * 3600 + 30, true)).toBe('4 h 0 min 30 s');
    expect(describeLength(65)).toBe('1 min 5 s');
    expect(describeLength(14.2)).toBe('14 s');
  });
});

withFfmpeg('the video pipeline on real clips (needs ffmpeg)', () => {
  let tmp: string;
  const clip = (name: string) => path.join(tmp, 'in', name);
  const out = (name: string) => path.join(tmp, 'out', name);

  beforeAll(async () => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'limelight-pipeline-'));
    fs.mkdirSync(path.join(tmp, 'in'));
    fs.mkdirSync(path.join(tmp, 'out'));
    await landscapeClip(clip('landscape.mp4'), { seconds: LANDSCAPE_SECONDS });
    await Promise.all([
      taggedCopy(clip('landscape.mp4'), clip('tagged.mp4')),
      rotatedClip(clip('portrait.mp4')),
      audioOnlyFile(clip('audio.m4a')),
      tooWideClip(clip('wide.mp4')),
      stillPicture(clip('still.png')),
      noiseFile(clip('noise.mp4')),
      playlistInDisguise(clip('playlist.mp4')),
      emptyFile(clip('empty.mp4')),
    ]);
  });
  afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

  describe('inspectSource', () => {
    it('describes a landscape clip with sound', async () => {
      const info = await inspectSource(clip('landscape.mp4'), LIMITS);
      expect(info).toMatchObject({ width: 854, height: 480, rotation: 0, frameRate: 24, hasAudio: true, videoCodec: 'h264' });
      expect(info.formatName).toContain('mp4');
      expect(info.durationSeconds).toBeCloseTo(LANDSCAPE_SECONDS, 0);
    });

    it('gives the upright size of a clip stored sideways with a rotation flag', async () => {
      const info = await inspectSource(clip('portrait.mp4'), LIMITS);
      expect(info).toMatchObject({ width: 360, height: 640, hasAudio: false });
      expect([90, 270]).toContain(info.rotation);
    });

    const refusals: Array<[string, string, string, RegExp]> = [
      ['a zero-byte file', 'empty.mp4', 'EMPTY_FILE', /empty/],
      ['bytes that are no format', 'noise.mp4', 'UNREADABLE', /not a video we can read/],
      ['an HLS playlist named .mp4 (it would read a local file)', 'playlist.mp4', 'UNREADABLE', /not a video we can read/],
      ['sound only', 'audio.m4a', 'NO_VIDEO_STREAM', /^This file has no video track\.$/],
      ['a still picture', 'still.png', 'NO_VIDEO_STREAM', /still picture/],
      ['a frame wider than 4096 px', 'wide.mp4', 'FRAME_TOO_LARGE', /^This video is 4112 × 64 pixels; the most this site accepts is 4096 pixels/],
    ];
    it.each(refusals)('refuses %s (%s) with %s and a sentence for the creator', async (_what, name, code, message) => {
      const refusal = await inspectSource(clip(name), LIMITS).catch((error: unknown) => error);
      expect(refusal).toBeInstanceOf(SourceRefused);
      expect(refusal).toMatchObject({ code, statusCode: 400 });
      expect((refusal as Error).message).toMatch(message);
    });

    it('refuses a video over the length limit, saying both lengths', async () => {
      const refusal = await inspectSource(clip('landscape.mp4'), { ...LIMITS, maxDurationSeconds: 10 }).catch((error: unknown) => error);
      expect(refusal).toMatchObject({ code: 'TOO_LONG', message: `This video is ${LANDSCAPE_SECONDS} s long; the most this site accepts is 10 s.` });
    });
  });

  describe('HLS renditions of a clip carrying location and device tags', () => {
    let source: SourceInfo;
    let renditions: TranscodedRendition[];
    const progress: number[] = [];

    beforeAll(async () => {
      const tags = (await ffprobe(clip('tagged.mp4'))).text;
      // The input really carries what must not come out.
      for (const needle of PRIVATE_NEEDLES) expect(tags).toContain(needle);
      source = await inspectSource(clip('tagged.mp4'), LIMITS);
      renditions = [];
      for (const rendition of renditionsFor(source)) {
        renditions.push(
          await transcodeRendition(clip('tagged.mp4'), out('hls'), rendition, {
            source,
            threads: 2,
            onProgress: rendition.label === '480p' ? (f) => progress.push(f) : undefined,
          }),
        );
      }
    }, 60_000);

    it('writes 240p, 360p and 480p as index.m3u8 + init.mp4 + seg_NNNN.m4s in a folder each', () => {
      expect(renditions.map((r) => r.label)).toEqual(['240p', '360p', '480p']);
      for (const r of renditions) {
        const files = fs.readdirSync(out(`hls/${r.label}`)).sort();
        expect(files).toEqual(['index.m3u8', 'init.mp4', ...r.segments.map((s) => s.uri)].sort());
        expect(r.segments.map((s) => s.uri)).toEqual(r.segments.map((_s, i) => `seg_${String(i).padStart(4, '0')}.m4s`));
      }
    });

    it('cuts segments of 4 to 6 s (the last one shorter, at least 1 s), from the playlists EXTINF lines', () => {
      for (const r of renditions) {
        const text = fs.readFileSync(out(`hls/${r.label}/index.m3u8`), 'utf8');
        expect(text).toContain('#EXT-X-PLAYLIST-TYPE:VOD');
        expect(text).toContain('#EXT-X-ENDLIST');
        expect(text).toContain('#EXT-X-MAP:URI="init.mp4"');
        const durations = [...text.matchAll(/^#EXTINF:([\d.]+),/gm)].map((m) => Number(m[1]));
        expect(durations.length).toBe(3);
        for (const d of durations) expect(d).toBeGreaterThanOrEqual(1);
        for (const d of durations) expect(d).toBeLessThanOrEqual(6.1);
        for (const d of durations.slice(0, -1)) expect(d).toBeGreaterThanOrEqual(4);
        expect(durations.reduce((a, b) => a + b, 0)).toBeCloseTo(LANDSCAPE_SECONDS, 0);
      }
    });

    it('puts a keyframe every 2 s, the same instants in every rendition', async () => {
      for (const r of renditions) {
        const joined = await joinRendition(
          out(`hls/${r.label}`),
          r.segments.map((s) => s.uri),
          out(`joined-${r.label}.mp4`),
        );
        const times = await keyframeTimes(joined);
        const start = times[0];
        expect(times.map((t) => Math.round((t - start) * 100) / 100)).toEqual([0, 2, 4, 6, 8, 10, 12]);
      }
    });

    it('encodes H.264 High + AAC at the ladder size, with the codecs the ladder predicted, and nothing of the tags', async () => {
      const predicted = renditionsFor(source);
      for (const [i, r] of renditions.entries()) {
        expect(r.codecs).toBe(predicted[i].codecs);
        const joined = out(`joined-${r.label}.mp4`);
        const probe = await ffprobe(joined);
        const video = probe.streams.find((s) => s.codec_type === 'video');
        expect(video).toMatchObject({ codec_name: 'h264', width: r.width, height: r.height });
        expect(probe.streams.find((s) => s.codec_type === 'audio')).toMatchObject({ codec_name: 'aac' });
        for (const needle of PRIVATE_NEEDLES) {
          expect(probe.text).not.toContain(needle);
          expect(fs.readFileSync(joined).includes(needle)).toBe(false);
        }
      }
    });

    it('reports progress from 0 to 1, never going back', () => {
      expect(progress.at(-1)).toBe(1);
      expect(progress.length).toBeGreaterThanOrEqual(2);
      expect([...progress].sort((a, b) => a - b)).toEqual(progress);
      for (const f of progress) expect(f).toBeGreaterThan(0);
    });

    it('writes a master playlist listing each rendition with BANDWIDTH, AVERAGE-BANDWIDTH, RESOLUTION and CODECS', async () => {
      const file = await writeMasterPlaylist(out('hls'), renditions);
      expect(file).toBe(path.join(out('hls'), 'master.m3u8'));
      const lines = fs.readFileSync(file, 'utf8').trim().split('\n');
      expect(lines[0]).toBe('#EXTM3U');
      const variants = lines.flatMap((line, i) => (line.startsWith('#EXT-X-STREAM-INF:') ? [{ info: line, uri: lines[i + 1] }] : []));
      expect(variants.map((v) => v.uri)).toEqual(['240p/index.m3u8', '360p/index.m3u8', '480p/index.m3u8']);
      expect(variants.map((v) => /RESOLUTION=(\d+x\d+)/.exec(v.info)?.[1])).toEqual(['426x240', '640x360', '854x480']);
      for (const [i, v] of variants.entries()) {
        expect(v.info).toContain(`CODECS="${renditions[i].codecs}"`);
        const bandwidth = Number(/[:,]BANDWIDTH=(\d+)/.exec(v.info)?.[1]);
        const average = Number(/AVERAGE-BANDWIDTH=(\d+)/.exec(v.info)?.[1]);
        expect(average).toBeGreaterThan(10_000);
        expect(bandwidth).toBeGreaterThanOrEqual(average);
        // No segment is above what the playlist announces.
        for (const s of renditions[i].segments) {
          if (s.durationSeconds >= 1) expect((s.bytes * 8) / s.durationSeconds).toBeLessThanOrEqual(bandwidth);
        }
      }
    });
  });

  describe('a portrait clip stored sideways', () => {
    let source: SourceInfo;
    beforeAll(async () => {
      source = await inspectSource(clip('portrait.mp4'), LIMITS);
    });

    it('comes out upright, with no rotation flag and no audio track, at a lower priority when asked', async () => {
      const [lowest] = renditionsFor(source);
      expect(lowest).toMatchObject({ label: '240p', width: 240, height: 426, audioBitrate: null, codecs: 'avc1.64001e' });
      let priority: number | undefined;
      const r = await transcodeRendition(clip('portrait.mp4'), out('portrait'), lowest, {
        source,
        niceness: 7,
        onSpawn: (pid) => {
          priority = os.getPriority(pid);
        },
      });
      expect(priority).toBe(7);
      expect(r.codecs).toBe('avc1.64001e');
      const probe = await ffprobe(
        await joinRendition(
          out('portrait/240p'),
          r.segments.map((s) => s.uri),
          out('portrait-joined.mp4'),
        ),
      );
      expect(probe.streams.map((s) => s.codec_type)).toEqual(['video']);
      const [video] = probe.streams;
      expect(video).toMatchObject({ width: 240, height: 426 });
      expect(video.side_data_list?.some((d) => d.rotation !== undefined && d.rotation !== 0) ?? false).toBe(false);
      expect(video.tags?.rotate).toBeUndefined();
      await writeMasterPlaylist(out('portrait'), [r]);
      expect(fs.readFileSync(out('portrait/master.m3u8'), 'utf8')).toContain('RESOLUTION=240x426,FRAME-RATE=24.000,CODECS="avc1.64001e"');
    });

    it('has an upright poster', async () => {
      const poster = await makePoster(clip('portrait.mp4'), { source });
      expect(poster).toMatchObject({ width: 360, height: 640, contentType: 'image/webp' });
      expect(await sharp(poster.buffer).metadata()).toMatchObject({ format: 'webp', width: 360, height: 640 });
    });
  });

  it('runs background work (a niceness above 0) under SCHED_IDLE, unless configured not to', async () => {
    // Linux's policy numbers, as /proc/<pid>/sched prints them.
    const [SCHED_OTHER, SCHED_IDLE] = [0, 5];
    const policy = async (options: RunOptions) =>
      Number(/^policy\s*:\s*(\d+)/m.exec((await run('sh', ['-c', 'cat /proc/self/sched'], options)).stdout.toString())?.[1]);
    expect(await policy({ niceness: 7 })).toBe(SCHED_IDLE);
    expect(await policy({})).toBe(SCHED_OTHER);
    configureFfmpeg({ idleScheduling: false });
    try {
      expect(await policy({ niceness: 7 })).toBe(SCHED_OTHER);
    } finally {
      configureFfmpeg({ idleScheduling: true });
    }
  });

  it('stops ffmpeg when the job is aborted, leaving no rendition folder', async () => {
    const source = await inspectSource(clip('landscape.mp4'), LIMITS);
    const top = renditionsFor(source).at(-1)!;
    const controller = new AbortController();
    let pid = 0;
    const started = Date.now();
    const result = await transcodeRendition(clip('landscape.mp4'), out('aborted'), top, {
      source,
      threads: 1,
      signal: controller.signal,
      onSpawn: (p) => {
        pid = p;
        setTimeout(() => controller.abort(), 150);
      },
    }).catch((error: unknown) => error);
    expect(result).toMatchObject({ name: 'AbortError' });
    expect(Date.now() - started).toBeLessThan(5000);
    expect(pid).toBeGreaterThan(0);
    expect(() => process.kill(pid, 0)).toThrow();
    expect(fs.existsSync(out('aborted/480p'))).toBe(false);
  });

  describe('posters and the teaser', () => {
    it('takes the poster 10% in (at most 5 s) as a WebP without metadata, at most 1280 px wide', async () => {
      const poster = await makePoster(clip('tagged.mp4'));
      expect(poster.atSeconds).toBeCloseTo(LANDSCAPE_SECONDS * 0.1, 1);
      expect(poster).toMatchObject({ width: 854, height: 480, contentType: 'image/webp' });
      const meta = await sharp(poster.buffer).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: 854, height: 480 });
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      const smaller = await makePoster(clip('tagged.mp4'), { maxWidth: 320 });
      expect(smaller).toMatchObject({ width: 320, height: 180 });
    });

    it('offers several frames spread over the video', async () => {
      const stills = await thumbnailsAt(clip('landscape.mp4'), 3);
      expect(stills.map((s) => Math.round(s.atSeconds * 10) / 10)).toEqual([2.3, 7, 11.7]);
      for (const still of stills) expect((await sharp(still.buffer).metadata()).format).toBe('webp');
      expect(new Set(stills.map((s) => s.buffer.toString('base64'))).size).toBe(3);
    });

    it('cuts a 5 s, 360 px high MP4 teaser, index first, without the tags', async () => {
      const teaser = await makeTeaser(clip('tagged.mp4'), out('teaser.mp4'), { startSeconds: 2 });
      expect(teaser).toMatchObject({ startSeconds: 2, durationSeconds: 5, width: 640, height: 360, hasAudio: true });
      const probe = await ffprobe(out('teaser.mp4'));
      expect(Number(probe.format.duration)).toBeGreaterThan(4.8);
      expect(Number(probe.format.duration)).toBeLessThan(5.2);
      expect(probe.streams.find((s) => s.codec_type === 'video')).toMatchObject({ codec_name: 'h264', width: 640, height: 360 });
      expect(probe.streams.find((s) => s.codec_type === 'audio')).toMatchObject({ codec_name: 'aac' });
      const bytes = fs.readFileSync(out('teaser.mp4'));
      expect(bytes.indexOf('moov')).toBeLessThan(bytes.indexOf('mdat'));
      for (const needle of PRIVATE_NEEDLES) {
        expect(probe.text).not.toContain(needle);
        expect(bytes.includes(needle)).toBe(false);
      }
      expect(fs.readdirSync(tmp + '/out').filter((f) => f.includes('partial'))).toEqual([]);
    });

    it('clamps the teaser to the video: a 3 s portrait clip gives a 3 s upright teaser without sound', async () => {
      const teaser = await makeTeaser(clip('portrait.mp4'), out('portrait-teaser.mp4'), { startSeconds: 10 });
      expect(teaser).toMatchObject({ startSeconds: 0, width: 202, height: 360, hasAudio: false });
      const probe = await ffprobe(out('portrait-teaser.mp4'));
      expect(Number(probe.format.duration)).toBeCloseTo(3, 0);
      expect(probe.streams.map((s) => s.codec_type)).toEqual(['video']);
      expect(probe.streams[0]).toMatchObject({ width: 202, height: 360 });
    });
  });
});
