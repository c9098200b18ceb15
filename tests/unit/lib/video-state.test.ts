import { videoStateView } from '../../../lib/video-state';
import type { VideoUpload } from '../../../redux/video-uploads/slice';
import type { OwnVideo } from '../../../types/studio';
import { makeMedia as media, makeOwnVideo } from '../helpers/studio-fixtures';

const sending: VideoUpload = {
  fileName: 'clip.mp4',
  sent: 50 * 1024 * 1024,
  total: 200 * 1024 * 1024,
  bytesPerSecond: 5 * 1024 * 1024,
  secondsLeft: 30,
  phase: 'sending',
  error: null,
};

describe("a video's state as the Studio says it", () => {
  it("shows this tab's upload with its speed and time left, and offers to pause it", () => {
    const video = makeOwnVideo({ status: 'draft', media: media({ state: 'uploading', percent: 20 }) });
    const view = videoStateView(video, sending, true);
    expect(view.look.label).toBe('Uploading 25%');
    expect(view.detail).toBe('50 MB of 200 MB · 5.0 MB/s · 30 s left');
    expect(view.percent).toBe(25);
    expect(view.can).toEqual({
      pause: true,
      resume: false,
      chooseFile: false,
      retry: false,
      publish: true,
      schedule: true,
      unschedule: false,
      choosePoster: false,
      replaceFile: false,
      discardReplacement: false,
    });
  });

  it('after a reload (no file in this tab), shows the server’s percentage and asks for the file again', () => {
    const view = videoStateView(makeOwnVideo({ status: 'draft', media: media({ state: 'uploading', percent: 40 }) }), undefined, false);
    expect(view.look.label).toBe('Uploading 40%');
    expect(view.can.chooseFile).toBe(true);
    expect(view.can.pause).toBe(false);
  });

  it('says a stopped upload’s reason, and resumes it from the tab or asks for another file after a refusal', () => {
    const stopped = { ...sending, phase: 'stopped' as const, error: 'The upload stopped: check your connection, then resume it.' };
    const video = makeOwnVideo({ media: media({ state: 'uploading' }) });
    expect(videoStateView(video, stopped, true)).toMatchObject({ problem: true, detail: stopped.error, can: { resume: true, chooseFile: false } });
    expect(videoStateView(video, stopped, false).can).toMatchObject({ resume: false, chooseFile: true });
  });

  it('shows processing with its step ("Processing 42%: 720p"), and waiting for a worker when queued', () => {
    const video = makeOwnVideo({ status: 'draft', media: media({ state: 'processing', step: '720p', percent: 42, publishWhenReady: true }) });
    const view = videoStateView(video, { ...sending, phase: 'done' }, false);
    expect(view.look.label).toBe('Processing 42%: 720p');
    expect(view.detail).toBe('Goes live when processing ends.');
    expect(view.can.publish).toBe(false);
    const queued = videoStateView(makeOwnVideo({ media: media({ state: 'processing', step: 'queued' }) }), undefined, false);
    expect(queued.look.label).toBe('Processing 0%');
    expect(queued.detail).toBe('Waiting for a worker.');
  });

  it('shows a failure with its reason and offers Retry, never Publish', () => {
    const view = videoStateView(
      makeOwnVideo({ status: 'draft', media: media({ state: 'failed', error: 'This file has no video stream.' }) }),
      undefined,
      false,
    );
    expect(view).toMatchObject({ look: { label: 'Failed', color: 'red' }, detail: 'This file has no video stream.', problem: true });
    expect(view.can).toMatchObject({ retry: true, publish: false });
  });

  it('once ready, shows draft (with Publish), live, or scheduled with its time', () => {
    const draft = makeOwnVideo({ status: 'draft', publication: 'draft' });
    expect(videoStateView(draft, undefined, false)).toMatchObject({
      look: { label: 'Draft' },
      detail: null,
      can: { publish: true, schedule: true, unschedule: false },
    });
    expect(videoStateView(makeOwnVideo({ status: 'active', publication: 'live' }), undefined, false)).toMatchObject({
      look: { label: 'Live' },
      can: { publish: false, schedule: false, unschedule: false },
    });
    const scheduled = makeOwnVideo({ status: 'active', publication: 'scheduled', publishedAt: '2026-11-28T17:00:00.000Z' });
    // In the time zone of the browser (here, of the test run).
    const at = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
      new Date('2026-11-28T17:00:00.000Z'),
    );
    // Publish now, or back to a draft; not scheduled again from here.
    expect(videoStateView(scheduled, undefined, false)).toMatchObject({
      look: { label: 'Scheduled' },
      detail: `Scheduled for ${at}`,
      can: { publish: true, schedule: false, unschedule: true },
    });
  });

  it('a draft scheduled while processing says when it goes live, and can be unscheduled', () => {
    const publishedAt = new Date(Date.now() + 86_400_000).toISOString();
    const processing = makeOwnVideo({
      status: 'draft',
      publication: 'draft',
      publishedAt,
      media: media({ state: 'processing', percent: 40, step: '720p', publishWhenReady: true }),
    });
    const view = videoStateView(processing, undefined, false);
    expect(view.detail).toMatch(/^Goes live on \d+ \w+, \d\d:\d\d, once processed\.$/);
    expect(view.can).toMatchObject({ publish: false, schedule: false, unschedule: true });
  });

  it('offers to choose the poster only once processing has made the video: not while it uploads, processes or after it failed', () => {
    const at = (state: OwnVideo['media']['state']) => videoStateView(makeOwnVideo({ media: media({ state }) }), undefined, false).can.choosePoster;
    expect(at('ready')).toBe(true);
    expect([at('awaiting_upload'), at('uploading'), at('processing'), at('failed')]).toEqual([false, false, false, false]);
  });

  describe('a new file of a processed video', () => {
    const live = (replacement: OwnVideo['media']['replacement']) => makeOwnVideo({ media: media({ replacement }) });

    it('offers to replace the file of a processed video, not of one still waiting for its own', () => {
      expect(videoStateView(live(null), undefined, false).can.replaceFile).toBe(true);
      expect(videoStateView(makeOwnVideo({ media: media({ state: 'processing' }) }), undefined, false).can.replaceFile).toBe(false);
    });

    it("keeps the video's own state while this tab sends the new file, with the transfer's figures and Pause", () => {
      const view = videoStateView(live({ state: 'uploading', step: null, percent: 0, error: null }), sending, true);
      expect(view.look.label).toBe('Live');
      expect(view.detail).toBe('New file uploading 25%: 50 MB of 200 MB · 5.0 MB/s · 30 s left');
      expect(view.percent).toBe(25);
      expect(view.can).toMatchObject({ pause: true, replaceFile: false, choosePoster: true });
    });

    it('says the new file is processing and the video plays its current file until then', () => {
      const view = videoStateView(live({ state: 'processing', step: '720p', percent: 42, error: null }), undefined, false);
      expect(view.look.label).toBe('Live');
      expect(view.detail).toBe('New file processing 42%: 720p. The video plays its current file until then.');
      expect(view.percent).toBe(42);
      expect(view.can).toMatchObject({ replaceFile: false, retry: false, discardReplacement: false });
    });

    it('says why a new file failed, and offers to retry, discard it or send another', () => {
      const view = videoStateView(live({ state: 'failed', step: null, percent: 0, error: 'This file has no video track.' }), undefined, false);
      expect(view.look.label).toBe('Live');
      expect(view.problem).toBe(true);
      expect(view.detail).toBe('The new file failed: This file has no video track. The video plays its current file.');
      expect(view.can).toMatchObject({ retry: true, discardReplacement: true, replaceFile: true });
    });
  });
});
