// The feed and release rows' data, written by SQL straight into a database no server has open (the embedded one
// between two starts, or the cluster's PostgreSQL before anyone is told): creators and their creator posts, fans who
// follow them (their feeds filled as a follow fills them), and sessions whose tokens the bench keeps (a token is random; only its hash is stored, as at login).
import { sql } from 'kysely';
import type { Db } from '../server/db';
import { TOKEN_DAYS_REMEMBER } from '../lib/constants';
import { hashPassword } from '../server/modules/auth/password';
import { newToken } from '../server/modules/auth/tokens';
import { feedTimelines } from '../server/modules/feed/timelines';
import { performance } from 'node:perf_hooks';

const CREATOR = 'feedcreator';
/** Creators whose posts go in per statement: a statement of ~100,000 rows keeps the embedded engine's memory down. */
const CREATORS_PER_STATEMENT = 100;

export interface Account {
  id: string;
  token: string;
}

/** One password for every bench account (nobody logs in with it: the sessions are made here). */
function benchPassword(): Promise<string> {
  return hashPassword('bench-password');
}

/** A session of a year for each of these users; their tokens, in the same order. */
export async function sessionsFor(db: Db, userIds: string[]): Promise<string[]> {
  const made = userIds.map(() => newToken());
  await sql`
    insert into sessions (user_id, token_hash, expires_at)
    select u, h, now() + make_interval(days => ${TOKEN_DAYS_REMEMBER}::int)
    from unnest(${sql.val(userIds)}::uuid[], ${sql.val(made.map((t) => t.hash))}::text[]) as s (u, h)`.execute(db);
  return made.map((t) => t.token);
}

/** `count` accounts named `${prefix}${i}`, i from 1; performers when `performer`. Their ids in order of i. */
export async function accounts(db: Db, prefix: string, count: number, performer: boolean): Promise<string[]> {
  const roles = performer ? ['performer', 'user'] : ['user'];
  const { rows } = await sql<{ id: string }>`
    insert into users (name, username, email, password_hash, roles, verified_email)
    select ${prefix}::text || ' ' || i, ${prefix}::text || i, ${prefix}::text || i || '@example.com', ${await benchPassword()}, ${sql.val(roles)}::text[], true
    from generate_series(1, ${count}::int) as i
    order by i
    returning id`.execute(db);
  if (performer) await sql`insert into performers (user_id) select unnest(${sql.val(rows.map((r) => r.id))}::uuid[])`.execute(db);
  return rows.map((r) => r.id);
}

/**
 * `creators` creators with `items` live creator posts each (announced already: the releases job has nothing to tell),
 * a third of them for subscribers. Item i of creator n went out (i - 1) * creators + n minutes ago, so every creator
 * has published lately and a page of the newest items mixes them. The creators' ids, newest publisher first.
 */
export async function seedCreators(db: Db, creators: number, items: number, progress: (done: number) => void): Promise<string[]> {
  const ids = await accounts(db, CREATOR, creators, true);
  for (let from = 0; from < creators; from += CREATORS_PER_STATEMENT) {
    const some = ids.slice(from, from + CREATORS_PER_STATEMENT);
    await sql`
      insert into creator_posts (performer_id, slug, title, body, access, status, published_at, announced_at, created_at)
      select c.id, ${CREATOR}::text || '-' || k.n || '-' || i, 'Post ' || i || ' of creator ' || k.n,
             'A few words about the day, the shoot and what comes next.',
             case when i % 3 = 0 then 'subscribers' else 'free' end, 'active', t.at, t.at, t.at
      from unnest(${sql.val(some)}::uuid[]) with ordinality as c (id, nth)
      cross join lateral (select (c.nth + ${from}::int)::int as n) as k
      cross join generate_series(1, ${items}::int) as i
      cross join lateral (select now() - make_interval(mins => (i - 1) * ${creators}::int + k.n) as at) as t`.execute(db);
    progress(Math.min(from + CREATORS_PER_STATEMENT, creators) * items);
  }
  await sql`analyze creator_posts`.execute(db);
  return ids;
}

export interface Fan extends Account {
  /** Filling the fan's feed as following does (feedTimelines.backfill per creator), in ms for all their follows. */
  backfillMs: number;
}

/** A fan following these performers, signed in, their feed filled with each one's newest items as a follow fills it. */
export async function seedFan(db: Db, username: string, performerIds: string[]): Promise<Fan> {
  const [id] = await accounts(db, username, 1, false);
  await sql`insert into follows (fan_id, performer_id) select ${id}::uuid, unnest(${sql.val(performerIds)}::uuid[])`.execute(db);
  await sql`analyze follows`.execute(db);
  const started = performance.now();
  for (const performerId of performerIds) await feedTimelines.backfill(db, id, performerId);
  const backfillMs = performance.now() - started;
  await sql`analyze feed_timeline`.execute(db);
  const [token] = await sessionsFor(db, [id]);
  return { id, token, backfillMs };
}

export interface Star {
  performer: Account;
  /** Each follower's id and token. */
  fans: Account[];
}

/** A creator with no items yet and `followers` fans following them, everyone signed in. */
export async function seedStar(db: Db, followers: number): Promise<Star> {
  const [performerId] = await accounts(db, 'releasestar', 1, true);
  const fanIds = await accounts(db, 'releasefan', followers, false);
  await sql`insert into follows (fan_id, performer_id) select unnest(${sql.val(fanIds)}::uuid[]), ${performerId}::uuid`.execute(db);
  await sql`analyze follows`.execute(db);
  const [performerToken] = await sessionsFor(db, [performerId]);
  const tokens = await sessionsFor(db, fanIds);
  return { performer: { id: performerId, token: performerToken }, fans: fanIds.map((id, i) => ({ id, token: tokens[i] })) };
}
