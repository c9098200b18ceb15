import { AsyncLocalStorage } from 'node:async_hooks';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import type { ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { fileTypeFromStream } from 'file-type';
import { EVENTS, Server, type DataStore, type Locker, type Upload } from '@tus/server';
import type { Db } from '../../db';
import type { UploadRow } from '../../db/schema';
import { inTransaction, type AfterCommit, type Executor } from '../../db/unit-of-work';
import { HttpError } from '../../http/errors';
import { currentSession } from '../auth/guard';
import { CHECKSUM_ALGORITHMS, parseUploadChecksum, removeSpooled, spoolChecked } from './checksum';
import { uploadsRepo as repo } from './repo';
import { isUploadName, type UploadStore } from './tus-store';

/** Who is uploading: the signed-in caller (the performer area's guard has checked the role). */
export interface UploadCaller {
  userId: string;
  isAdmin: boolean;
}

/** A refusal of an upload: the status and a one-line body the Studio shows as it is. */
export class UploadRefusal {
  constructor(
    readonly status_code: number,
    message: string,
    readonly body = `${message}\n`,
  ) {}
}

/** An upload being created: its name (also its storage name), declared size and tus metadata. */
export interface NewUpload {
  name: string;
  size: number;
  metadata: Record<string, string | null>;
  caller: UploadCaller;
}

/** A complete upload: its row, what its first bytes say it is (file-type's extension, or null) and its storage key. */
export interface FinishedUpload {
  row: UploadRow;
  type: string | null;
  storageKey: string;
}

/**
 * What one kind of file is uploaded for (a video's original, a gallery's photos): where its uploads are sent, and
 * what happens when one is created, completes or is abandoned. The engine (ResumableUploads) does the rest.
 */
export interface UploadTarget {
  /** Where the Studio sends these files (tus): POST creates an upload, HEAD/PATCH/DELETE `<path>/<upload name>`. */
  path: string;
  /** The kind of upload, in logs ("video upload"). */
  what: string;
  maxBytes(): Promise<number>;
  /** Checks a new upload (its metadata, the caller's right, the limits) and records its row; throws UploadRefusal. */
  open(upload: NewUpload): Promise<void>;
  /**
   * Takes a complete upload as what it was for, or throws UploadRefusal: the engine then removes the file. A target
   * that refuses records why (and removes the row) itself, as it does when it takes the file.
   */
  finish(upload: FinishedUpload): Promise<void>;
  /** An unfinished upload is being removed (abandoned, or what it was for was deleted): its target hears it. */
  abandoned(trx: Executor, afterCommit: AfterCommit, row: UploadRow): Promise<void>;
}

export interface ResumableUploadsDeps {
  db: Db;
  store: UploadStore;
  locker: Locker;
  onError(error: unknown, what: string): void;
}

/**
 * Resumable uploads of one target (tus, with @tus/server): the file is sent in as many requests as the connection
 * needs, resuming from the last byte the server acknowledged. Only the uploader (or an admin) may resume or cancel an
 * upload; the target checks a new upload and takes a complete one, typed by its own bytes (not its name or type).
 */
export class ResumableUploads {
  readonly tus: Server;
  private readonly caller = new AsyncLocalStorage<UploadCaller>();

  constructor(
    private readonly deps: ResumableUploadsDeps,
    readonly target: UploadTarget,
  ) {
    const { store } = deps;
    if (!store.datastore.extensions.includes('checksum')) store.datastore.extensions = [...store.datastore.extensions, 'checksum'];
    this.tus = new Server({
      path: target.path,
      datastore: store.datastore,
      locker: deps.locker,
      relativeLocation: true,
      postReceiveInterval: 2000,
      maxSize: () => target.maxBytes(),
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
        if (error instanceof UploadRefusal) return error;
        if (error instanceof HttpError) return { status_code: error.statusCode, body: `${error.message}\n` };
        if ('status_code' in error) return undefined;
        deps.onError(error, target.what);
        return { status_code: 500, body: 'The upload could not be saved. Please try again.\n' };
      },
    });
    this.tus.on(EVENTS.POST_RECEIVE, (_req: unknown, upload: Upload) => {
      const name = store.nameOf(upload.id);
      if (name && upload.offset !== undefined) repo.received(deps.db, name, upload.offset).catch((err) => deps.onError(err, 'upload progress'));
    });
  }

  /**
   * Hands a request to tus as the signed-in caller. A PATCH with an Upload-Checksum (tus's checksum extension, which
   * @tus/server lacks) is checked before tus sees it.
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
        this.deps.onError(error, this.target.what);
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
      if (refusal instanceof UploadRefusal) return answer(res, refusal.status_code, refusal.body.trim());
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

  /** Removes one unfinished upload (abandoned, or its target deleted): the file, its row, and tells its target. */
  async removeUnfinished(row: UploadRow): Promise<void> {
    await this.deps.store.datastore.remove(this.deps.store.tusId(row.id)).catch(() => undefined);
    await inTransaction(this.deps.db, async (trx, afterCommit) => {
      await repo.remove(trx, row.id);
      await this.target.abandoned(trx, afterCommit, row);
    });
  }

  private who(): UploadCaller {
    const caller = this.caller.getStore();
    if (!caller) throw new UploadRefusal(401, 'Sign in to upload.');
    return caller;
  }

  /** Another account's upload answers as a missing one: it is not this caller's to see, resume or cancel. */
  private async assertOwnUpload(tusId: string): Promise<UploadRow> {
    const caller = this.who();
    const name = this.deps.store.nameOf(tusId);
    const row = name ? await repo.byId(this.deps.db, name) : undefined;
    if (!row || (row.user_id !== caller.userId && !caller.isAdmin)) throw new UploadRefusal(404, 'There is no such upload.');
    return row;
  }

  private async created(upload: Upload): Promise<void> {
    const caller = this.who();
    if (upload.size === undefined) throw new UploadRefusal(400, 'Say the size of the file (Upload-Length).');
    await this.target.open({ name: this.deps.store.nameOf(upload.id)!, size: upload.size, metadata: upload.metadata ?? {}, caller });
  }

  private async finished(upload: Upload): Promise<void> {
    const { db, store } = this.deps;
    const name = store.nameOf(upload.id)!;
    const row = await repo.byId(db, name);
    if (!row) throw new UploadRefusal(404, 'There is no such upload.');
    try {
      await this.target.finish({ row, type: await this.typeOf(upload.id), storageKey: store.storageKey(name) });
    } catch (refusal) {
      if (refusal instanceof UploadRefusal) await store.datastore.remove(upload.id).catch(() => undefined);
      throw refusal;
    }
  }

  /** What the file's first bytes say it is (file-type's extension), or null when they say nothing it knows. */
  private async typeOf(tusId: string): Promise<string | null> {
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

/** The file's name as the Studio shows it: printable, at most 200 characters. */
export function safeName(name: string | null | undefined): string | null {
  const clean = (name ?? '')
    // eslint-disable-next-line no-control-regex -- control characters are what is removed
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim()
    .slice(0, 200);
  return clean || null;
}
