// The message rows' data, written by SQL into a database no server has open: pairs of a creator (who takes messages
// from anyone) and a fan who follows them, each pair with its conversation, everyone signed in.
import { sql } from 'kysely';
import type { Db } from '../server/db';
import { accounts, sessionsFor, type Account } from './feed-seed';

export interface Pair {
  conversationId: string;
  creator: Account;
  fan: Account;
}

export async function seedPairs(db: Db, pairs: number): Promise<Pair[]> {
  const creators = await accounts(db, 'chatcreator', pairs, true);
  const fans = await accounts(db, 'chatfan', pairs, false);
  await sql`update performers set message_policy = 'anyone' where user_id = any(${sql.val(creators)}::uuid[])`.execute(db);
  await sql`insert into follows (fan_id, performer_id) select * from unnest(${sql.val(fans)}::uuid[], ${sql.val(creators)}::uuid[])`.execute(db);
  const { rows } = await sql<{ id: string; fan: string; creator: string }>`
    with pairs as (select * from unnest(${sql.val(fans)}::uuid[], ${sql.val(creators)}::uuid[]) as p (fan, creator)),
    made as (
      insert into conversations (user_low, user_high)
      select least(fan, creator), greatest(fan, creator) from pairs
      returning id, user_low, user_high
    )
    select made.id, pairs.fan, pairs.creator from made join pairs on least(pairs.fan, pairs.creator) = made.user_low and greatest(pairs.fan, pairs.creator) = made.user_high`.execute(
    db,
  );
  await sql`
    insert into conversation_members (conversation_id, user_id, other_id)
    select id, fan, creator from unnest(${sql.val(rows.map((r) => r.id))}::uuid[], ${sql.val(rows.map((r) => r.fan))}::uuid[], ${sql.val(rows.map((r) => r.creator))}::uuid[]) as m (id, fan, creator)
    union all
    select id, creator, fan from unnest(${sql.val(rows.map((r) => r.id))}::uuid[], ${sql.val(rows.map((r) => r.fan))}::uuid[], ${sql.val(rows.map((r) => r.creator))}::uuid[]) as m (id, fan, creator)`.execute(
    db,
  );
  const byFan = new Map(rows.map((r) => [r.fan, r]));
  const [creatorTokens, fanTokens] = [await sessionsFor(db, creators), await sessionsFor(db, fans)];
  return fans.map((fanId, i) => ({
    conversationId: byFan.get(fanId)!.id,
    creator: { id: creators[i], token: creatorTokens[i] },
    fan: { id: fanId, token: fanTokens[i] },
  }));
}
