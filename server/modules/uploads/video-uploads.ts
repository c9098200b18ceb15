import { AsyncLocalStorage } from 'node:async_hooks';
import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { fileTypeFromStream } from 'file-type';
import { EVENTS, Server, type DataStore, type Locker, type Upload } from '@tus/server';
import fs from 'node:fs';
import type { ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import type { Db } from '../../db';
import type { UploadRow } from '../../db/schema';
import { inTransaction } from '../../db/unit-of-work';
import { isUuid } from '../../db/ids';
import { HttpError } from '../../http/errors';
import { currentSession } from '../auth/guard';
import type { SettingsService } from '../settings/service';
import type { VideoMedia } from '../videos/media';
import { CHECKSUM_ALGORITHMS, parseUploadChecksum, removeSpooled, spoolChecked } from './checksum';
import { uploadsRepo as repo } from './repo';
import { isUploadName, type UploadStore } from './tus-store';
import { uploadLimits, type UploadLimits } from './upload-limits';

/** Where the Studio sends videos (tus): POST here creates an upload, HEAD/PATCH/DELETE `<here>/<upload name>`. */
export const VIDEO_UPLOADS_PATH = '/api/performer/uploads/videos';

interface Caller {
  userId: string;
  isAdmin: boolean;
}

/** A tus refusal: the status and a one-line body the Studio shows as it is. */
class Refusal {
  constructor(
    readonly status_code: number,
    message: string,
    readonly body = `${message}\n`,
  ) {}
}

export interface VideoUploadsDeps {
  db: Db;
  store: UploadStore;
  locker: Locker;
  settings: SettingsService;
  media: VideoMedia;
  onError(error: unknown, what: string): void;
}

/**
 * Resumable video uploads (tus, with @tus/server): a performer creates a draft video, then uploads its file here in
 * as many requests as the connection needs, resuming from the last byte the server acknowledged. Only the owner (or
 * an admin) may create, resume or cancel an upload of a video; the size and the storage quota are checked when it
 * is created, the file's own bytes (not its name or type) when it is complete. A complete upload becomes the video's
 * original and its processing is asked for in the same transaction (server/modules/videos/media.ts).
 */
export class VideoUploads {
  readonly tus: Server;
  private readonly caller = new AsyncLocalStorage<Caller>();

  constructor(private readonly deps: VideoUploadsDeps) {
    const { store } = deps;
    store.datastore.extensions = [...store.datastore.extensions, 'checksum'];
    this.tus = new Server({
      path: VIDEO_UPLOADS_PATH,
      datastore: store.datastore,
      locker: deps.locker,
      relativeLocation: true,
      postReceiveInterval: 2000,
      maxSize: async () => (await uploadLimits(deps.settings)).maxBytes,
      namingFunction: () => store.tusId(randomBytes(16).toString('hex')),
      generateUrl: (_req, { path, id }) => `${path}/${store.nameOf(id)}`,
      getFileIdFromRequest: (_req, lastPath) => (lastPath && isUploadName(lastPath) ? store.tusId(lastPath) : undefined),
      onIncomingRequest: async (req, tusId) => {
        if (req.method !== 'POST') await this.assertOwnUpload(tusId);
      },
      onUploadCreate: async (_req, upload) => {
        await this.created(upload);
        return {};
      },
      onUploadFinish: async (_req, upload) => {
        await this.finished(upload);
        return {};
      },
      onResponseError: (_req, error) => {
        if (error instanceof Refusal) return error;
        if (error instanceof HttpError) return { status_code: error.statusCode, body: `${error.message}\n` };
        if ('status_code' in error) return undefined;
        deps.onError(error, 'video upload');
        return { status_code: 500, body: 'The upload could not be saved. Please try again.\n' };
      },
    });
    this.tus.on(EVENTS.POST_RECEIVE, (_req: unknown, upload: Upload) => {
      const name = store.nameOf(upload.id);
      if (name && upload.offset !== undefined) repo.received(deps.db, name, upload.offset).catch((err) => deps.onError(err, 'upload progress'));
    });
  }

  /**
   * Hands a request to tus as the signed-in caller (the performer area's guard has checked the role). A PATCH with
   * an Upload-Checksum (tus's checksum extension, which @tus/server lacks) is checked before tus sees it.
   */
  handle(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const { user } = currentSession(request);
    reply.hijack();
    const res = reply.raw;
    // Answers about someone's upload are theirs alone.
    res.setHeader('Cache-Control', 'no-store');
    if (request.method === 'OPTIONS') res.setHeader('Tus-Checksum-Algorithm', CHECKSUM_ALGORITHMS.join(','));
    const checksum = request.method === 'PATCH' ? request.headers['upload-checksum'] : undefined;
    return this.caller
      .run({ userId: user.id, isAdmin: user.roles.includes('admin') }, () =>
        typeof checksum === 'string' ? this.checkedPatch(request, res, checksum) : this.tus.handle(request.raw, res),
      )
      .catch((error: unknown) => {
        // The reply is ours (hijacked): it must end however the request did. A client that went away mid-body is not
        // an error of ours; anything else is reported, and answered 500 if nothing was sent yet.
        if (request.raw.destroyed || res.destroyed) return;
        this.deps.onError(error, 'video upload');
        if (!res.headersSent) return answer(res, 500, 'The upload could not be saved. Please try again.');
        res.destroy();
      });
  }

  private async checkedPatch(request: FastifyRequest, res: ServerResponse, header: string): Promise<void> {
    const name = request.url.split('?')[0].split('/').pop() ?? '';
    let upload: UploadRow;
    try {
      upload = await this.assertOwnUpload(this.deps.store.tusId(isUploadName(name) ? name : '-'));
    } catch (refusal) {
      if (refusal instanceof Refusal) return answer(res, refusal.status_code, refusal.body.trim());
      throw refusal;
    }
    const checksum = parseUploadChecksum(header);
    if (!checksum) return answer(res, 400, `Upload-Checksum names an algorithm this server does not use (it uses ${CHECKSUM_ALGORITHMS.join(', ')}).`);
    // At most what the upload still lacks is kept on disk for the check (tus refuses a body beyond the upload's end).
    const offset = Number(request.headers['upload-offset']);
    const lacking = Number.isSafeInteger(offset) && offset >= 0 && offset <= upload.size ? upload.size - offset : upload.size;
    const spooled = await spoolChecked(request.raw, checksum, lacking);
    try {
      if (spooled.tooLong) return await answer(res, 413, 'This request carries more bytes than the upload lacks.');
      if (!spooled.matches) return await answer(res, 460, 'Checksum Mismatch: the bytes received are not the ones sent. Send them again.');
      const headers = new Headers();
      for (const [name, value] of Object.entries(request.headers)) if (typeof value === 'string') headers.set(name, value);
      const checked = new Request(new URL(request.url, 'http://upload.local'), {
        method: 'PATCH',
        headers,
        body: Readable.toWeb(fs.createReadStream(spooled.file)) as ReadableStream,
        duplex: 'half',
      } as RequestInit);
      const response = await this.tus.handleWeb(checked);
      res.writeHead(response.status, Object.fromEntries(response.headers as unknown as Iterable<[string, string]>));
      res.end(Buffer.from(await response.arrayBuffer()));
    } finally {
      await removeSpooled(spooled.file);
    }
  }

  /** Removes uploads started longer ago than the abandonedUploadHours setting and never finished; frees their quota. */
  async removeAbandoned(limit = 100): Promise<{ removed: number }> {
    const { abandonedAfterMs } = await uploadLimits(this.deps.settings);
    const rows = await repo.abandoned(this.deps.db, new Date(Date.now() - abandonedAfterMs), limit);
    for (const row of rows) {
      await this.deps.store.datastore.remove(this.deps.store.tusId(row.id)).catch(() => undefined);
      await inTransaction(this.deps.db, async (trx, afterCommit) => {
        await repo.remove(trx, row.id);
        if (row.video_id) await this.deps.media.uploadAbandoned(trx, afterCommit, row.video_id);
      });
    }
    return { removed: rows.length };
  }

  private who(): Caller {
    const caller = this.caller.getStore();
    if (!caller) throw new Refusal(401, 'Sign in to upload.');
    return caller;
  }

  /** Another account's upload answers as a missing one: it is not this caller's to see, resume or cancel. */
  private async assertOwnUpload(tusId: string): Promise<UploadRow> {
    const caller = this.who();
    const name = this.deps.store.nameOf(tusId);
    const row = name ? await repo.byId(this.deps.db, name) : undefined;
    if (!row || (row.user_id !== caller.userId && !caller.isAdmin)) throw new Refusal(404, 'There is no such upload.');
    return row;
  }

  private async created(upload: Upload): Promise<void> {
    const caller = this.who();
    const name = this.deps.store.nameOf(upload.id)!;
    const videoId = upload.metadata?.videoId ?? '';
    if (!isUuid(videoId)) throw new Refusal(400, 'Say which video this file is for (the videoId metadata).');
    if (upload.size === undefined) throw new Refusal(400, 'Say the size of the file (Upload-Length).');
    const limits = await uploadLimits(this.deps.settings);
    const { media, db } = this.deps;
    const video = await media.uploadTarget(db, videoId, caller.isAdmin ? null : caller.userId);
    if (!video) throw new Refusal(404, 'There is no such video of yours.');
    if (video.state === 'processing' || video.state === 'ready') throw new Refusal(409, 'This video has its file already.');
    if (upload.size === 0) {
      await media.failed(videoId, 'This file is empty (0 bytes).');
      throw new Refusal(400, 'This file is empty (0 bytes).');
    }
    await inTransaction(db, async (trx, afterCommit) => {
      // A new upload of the video replaces one left unfinished (its client lost it): that one is dropped.
      for (const old of await repo.unfinishedOfVideo(trx, videoId)) {
        await repo.remove(trx, old.id);
        afterCommit(() => this.deps.store.datastore.remove(this.deps.store.tusId(old.id)).catch(() => undefined));
      }
      const used = (await media.storageUsed(trx, video.performerId)) + (await repo.unfinishedBytes(trx, video.performerId));
      if (used + upload.size! > limits.quotaBytes) throw new Refusal(413, quotaMessage(used, upload.size!, limits));
      await repo.insert(trx, { id: name, userId: video.performerId, videoId, size: upload.size!, filename: safeName(upload.metadata?.filename) });
      await media.uploadStarted(trx, afterCommit, videoId);
    });
  }

  private async finished(upload: Upload): Promise<void> {
    const { db, media, store } = this.deps;
    const name = store.nameOf(upload.id)!;
    const row = await repo.byId(db, name);
    if (!row) throw new Refusal(404, 'There is no such upload.');
    const videoId = row.video_id;
    if (!videoId) {
      await store.datastore.remove(upload.id).catch(() => undefined);
      await repo.remove(db, name);
      throw new Refusal(410, 'The video this file was for has been deleted.');
    }
    const container = await this.containerOf(upload.id);
    const limits = await uploadLimits(this.deps.settings);
    if (!container || !limits.containers.includes(container)) {
      const reason = container
        ? `This file is a ${container.toUpperCase()} file, not a video this site accepts (${limits.containers.join(', ')}).`
        : `This file is not a video this site accepts (${limits.containers.join(', ')}).`;
      await store.datastore.remove(upload.id).catch(() => undefined);
      await inTransaction(db, async (trx, afterCommit) => {
        await repo.remove(trx, name);
        await media.sourceRefused(trx, afterCommit, videoId, reason);
      });
      throw new Refusal(415, reason);
    }
    await inTransaction(db, async (trx, afterCommit) => {
      await repo.finished(trx, name);
      await media.sourceReceived(trx, afterCommit, videoId, store.storageKey(name), row.size);
    });
  }

  /** The container the file's first bytes say it is (file-type), or null when they say nothing it knows. */
  private async containerOf(tusId: string): Promise<string | null> {
    const stream = await (this.deps.store.datastore as DataStore & { read(id: string): Promise<Readable> }).read(tusId);
    try {
      return (await fileTypeFromStream(stream as never))?.ext ?? null;
    } finally {
      (stream as { destroy?: () => void }).destroy?.();
    }
  }
}

function answer(res: ServerResponse, status: number, message: string): Promise<void> {
  res.writeHead(status, { 'Tus-Resumable': '1.0.0', 'Content-Type': 'text/plain; charset=utf-8' });
  return new Promise((resolve) => res.end(`${message}\n`, () => resolve()));
}

function quotaMessage(used: number, size: number, limits: UploadLimits): string {
  const gib = (bytes: number) => `${(bytes / 1024 ** 3).toFixed(1)} GiB`;
  return `This file (${gib(size)}) does not fit in your storage: ${gib(used)} of ${gib(limits.quotaBytes)} used. Delete videos you no longer need, or ask the site's staff for more space.`;
}

/** The file's name as the Studio shows it: printable, at most 200 characters. */
function safeName(name: string | null | undefined): string | null {
  const clean = (name ?? '')
    // eslint-disable-next-line no-control-regex -- control characters are what is removed
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim()
    .slice(0, 200);
  return clean || null;
}
