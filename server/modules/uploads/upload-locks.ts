import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { ERRORS, type Lock, type Locker, type RequestRelease } from '@tus/server';
import type { CacheInvalidation } from '../../cache/invalidation';
import type { Db } from '../../db';

/** A holder renews its lease this often... */
const RENEW_EVERY_MS = 10_000;
/** ...for this long: a process that dies holding a lock loses it this long after its last renewal at most. */
const LEASE_SECONDS = 30;
/** A request waits this long for a lock (longer than a lease, so a dead holder's lease lapses in time). */
const ACQUIRE_TIMEOUT_MS = (LEASE_SECONDS + 5) * 1000;
const RETRY_EVERY_MS = 150;

/**
 * tus's lock on an upload (one request writes to it at a time), across every process of the site: a lease row in
 * `upload_locks`, renewed while its request runs. A request that finds the lock taken announces it wants it
 * (through the invalidation channel, which reaches every process), and the holder's request is asked to finish.
 * The default in-memory locker of @tus/server holds in one process only.
 */
export class UploadLocks implements Locker {
  /** Locks this process holds: whom to ask to let go. */
  private readonly held = new Map<string, RequestRelease>();

  constructor(
    private readonly db: Db,
    private readonly bus: CacheInvalidation,
  ) {
    bus.on((event) => {
      if (event.kind === 'upload-lock-wanted') void this.held.get(event.uploadId)?.();
    });
  }

  newLock(id: string): Lock {
    return new UploadLease(id, this.db, this.bus, this.held);
  }
}

class UploadLease implements Lock {
  private readonly holder = randomUUID();
  private renewal: NodeJS.Timeout | undefined;

  constructor(
    private readonly id: string,
    private readonly db: Db,
    private readonly bus: CacheInvalidation,
    private readonly held: Map<string, RequestRelease>,
  ) {}

  async lock(stopSignal: AbortSignal, requestRelease: RequestRelease): Promise<void> {
    const giveUpAt = Date.now() + ACQUIRE_TIMEOUT_MS;
    let asked = false;
    while (!stopSignal.aborted && Date.now() < giveUpAt) {
      if (await this.take()) {
        this.held.set(this.id, requestRelease);
        this.renewal = setInterval(() => void this.renew(), RENEW_EVERY_MS);
        this.renewal.unref();
        return;
      }
      if (!asked) void this.bus.emit({ kind: 'upload-lock-wanted', uploadId: this.id });
      asked = true;
      await new Promise((resolve) => setTimeout(resolve, RETRY_EVERY_MS));
    }
    throw ERRORS.ERR_LOCK_TIMEOUT;
  }

  async unlock(): Promise<void> {
    clearInterval(this.renewal);
    if (this.held.get(this.id)) this.held.delete(this.id);
    await this.db.deleteFrom('upload_locks').where('id', '=', this.id).where('holder', '=', this.holder).execute();
  }

  /** Takes the lock when nobody holds it or the holder's lease has lapsed. */
  private async take(): Promise<boolean> {
    const row = await this.db
      .insertInto('upload_locks')
      .values({ id: this.id, holder: this.holder, expires_at: sql`now() + make_interval(secs => ${LEASE_SECONDS})` })
      .onConflict((oc) =>
        oc
          .column('id')
          .doUpdateSet({ holder: this.holder, expires_at: sql`now() + make_interval(secs => ${LEASE_SECONDS})` })
          .where('upload_locks.expires_at', '<', sql<Date>`now()`),
      )
      .returning('holder')
      .executeTakeFirst();
    return row?.holder === this.holder;
  }

  private async renew(): Promise<void> {
    await this.db
      .updateTable('upload_locks')
      .set({ expires_at: sql`now() + make_interval(secs => ${LEASE_SECONDS})` })
      .where('id', '=', this.id)
      .where('holder', '=', this.holder)
      .execute()
      .catch(() => undefined);
  }
}
