import type { Db } from '../../index';
import { hashPassword } from '../../../modules/auth/password';
import { DEMO_PERFORMERS, type DemoPerformer } from './content';
import type { DemoMediaWriter } from './media-writer';
import { daysAgo } from './random';

export interface SeededPerformer extends DemoPerformer {
  id: string;
}

/** The demo performers: user accounts with the performer role, profiles, avatars and covers. */
export async function seedPerformers(db: Db, media: DemoMediaWriter): Promise<SeededPerformer[]> {
  const password = await hashPassword('performer123');
  const seeded: SeededPerformer[] = [];
  for (const [i, p] of DEMO_PERFORMERS.entries()) {
    const [avatar, cover] = await Promise.all([
      media.publicImage(`avatars/${p.username}.webp`, { kind: 'avatar', width: 400, height: 400, title: p.name, hue: p.hue }),
      media.publicImage(`covers/${p.username}.webp`, { kind: 'cover', width: 1600, height: 500, title: p.name, hue: p.hue }),
    ]);
    const existing = await db.selectFrom('users').select('id').where('username', '=', p.username).executeTakeFirst();
    const values = { name: p.name, gender: p.gender, country: p.country, bio: p.bio, avatar_path: avatar, cover_path: cover };
    const id = existing
      ? (await db.updateTable('users').set(values).where('id', '=', existing.id).returning('id').executeTakeFirstOrThrow()).id
      : (
          await db
            .insertInto('users')
            .values({
              ...values,
              username: p.username,
              email: `${p.username}@limelight.local`,
              password_hash: password,
              roles: ['performer', 'user'],
              verified_email: true,
            })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id;
    await db
      .insertInto('performers')
      .values({
        user_id: id,
        ...p.attributes,
        date_of_birth: `${1988 + (i % 10)}-0${1 + (i % 9)}-1${i % 9}`,
        is_online: i % 3 === 0,
        last_online_at: daysAgo(0, i),
        is_featured: i < 4,
        created_at: daysAgo(120 - i * 9),
      })
      .onConflict((oc) => oc.column('user_id').doNothing())
      .execute();
    seeded.push({ ...p, id });
  }
  return seeded;
}
