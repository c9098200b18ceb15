import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { contentTypeOf } from './content-type';
import { assertValidKey } from './keys';
import { FileNotFoundError, InvalidFileKeyError, type ByteRange, type FileStat, type FileStorage, type PutOptions, type PutResult } from './types';

/** Content types that differ from the key's extension are kept in a small JSON file under `.meta/`. */
interface Sidecar {
  contentType: string;
}

function isNotFound(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException)?.code;
  return code === 'ENOENT' || code === 'ENOTDIR';
}

/**
 * Files on this machine's disk under `root` (DATA_DIR/files by default). Writes go to `.tmp/` first and are
 * renamed into place, so a reader never sees half a file. Keys cannot reach outside `root` or into the
 * dot-folders used for bookkeeping.
 */
export class LocalFileStorage implements FileStorage {
  readonly kind = 'local' as const;
  readonly root: string;

  constructor(root: string) {
    this.root = path.resolve(root);
    fs.mkdirSync(this.root, { recursive: true });
  }

  /** The absolute path of a key; refuses anything that would land outside the root. */
  localPath(key: string): string {
    assertValidKey(key);
    const full = path.resolve(this.root, ...key.split('/'));
    if (!full.startsWith(this.root + path.sep)) throw new InvalidFileKeyError(key, 'it points outside the storage folder');
    return full;
  }

  private metaPath(key: string): string {
    return path.join(this.root, '.meta', ...key.split('/')) + '.json';
  }

  async put(key: string, body: Buffer | Readable, options: PutOptions = {}): Promise<PutResult> {
    const target = this.localPath(key);
    const tmpDir = path.join(this.root, '.tmp');
    await fsp.mkdir(tmpDir, { recursive: true });
    const tmp = path.join(tmpDir, `${randomBytes(12).toString('hex')}${path.extname(target)}`);
    try {
      if (Buffer.isBuffer(body)) await fsp.writeFile(tmp, body);
      else await pipeline(body, fs.createWriteStream(tmp));
      await fsp.mkdir(path.dirname(target), { recursive: true });
      await fsp.rename(tmp, target);
    } catch (error) {
      await fsp.rm(tmp, { force: true });
      throw error;
    }
    const guessed = contentTypeOf(key);
    const contentType = options.contentType || guessed;
    const meta = this.metaPath(key);
    if (contentType !== guessed) {
      await fsp.mkdir(path.dirname(meta), { recursive: true });
      await fsp.writeFile(meta, JSON.stringify({ contentType } satisfies Sidecar));
    } else {
      await fsp.rm(meta, { force: true });
    }
    const stat = await fsp.stat(target);
    return { key, size: stat.size, contentType, etag: etagOf(stat) };
  }

  async stat(key: string): Promise<FileStat | null> {
    const file = this.localPath(key);
    let stat: fs.Stats;
    try {
      stat = await fsp.stat(file);
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
    if (!stat.isFile()) return null;
    return { size: stat.size, contentType: await this.contentType(key), etag: etagOf(stat), modifiedAt: stat.mtime };
  }

  private async contentType(key: string): Promise<string> {
    try {
      const sidecar = JSON.parse(await fsp.readFile(this.metaPath(key), 'utf8')) as Sidecar;
      if (typeof sidecar.contentType === 'string' && sidecar.contentType) return sidecar.contentType;
    } catch {
      // no sidecar: the extension decides
    }
    return contentTypeOf(key);
  }

  async read(key: string, range?: ByteRange): Promise<Readable> {
    const file = this.localPath(key);
    let handle: fsp.FileHandle;
    try {
      // Opened before the stream is handed out, so a missing file is an error here, not mid-response.
      handle = await fsp.open(file, 'r');
    } catch (error) {
      if (isNotFound(error) || (error as NodeJS.ErrnoException).code === 'EISDIR') throw new FileNotFoundError(key);
      throw error;
    }
    if ((await handle.stat()).isDirectory()) {
      await handle.close();
      throw new FileNotFoundError(key);
    }
    return handle.createReadStream(range ? { start: range.start, end: range.end } : {});
  }

  async delete(key: string): Promise<void> {
    await fsp.rm(this.localPath(key), { force: true });
    await fsp.rm(this.metaPath(key), { force: true });
  }

  async deleteFolder(folder: string): Promise<void> {
    const key = folderKey(folder);
    await fsp.rm(this.localPath(key), { recursive: true, force: true });
    await fsp.rm(path.join(this.root, '.meta', ...key.split('/')), { recursive: true, force: true });
  }

  async exists(key: string): Promise<boolean> {
    return (await this.stat(key)) !== null;
  }
}

/** Size, modification time and inode: every put renames a new file into place, so this changes with each write. */
function etagOf(stat: fs.Stats): string {
  return `"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}-${stat.ino.toString(16)}"`;
}

/** 'hls/v1/' -> 'hls/v1': a folder as a key (refusing anything but a folder path). */
export function folderKey(folder: string): string {
  if (!folder.endsWith('/')) throw new InvalidFileKeyError(folder, 'a folder ends with a slash');
  return assertValidKey(folder.slice(0, -1));
}
