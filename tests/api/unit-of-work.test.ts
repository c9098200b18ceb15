import { inTransaction } from '../../server/db/unit-of-work';
import { createUser } from './helpers/catalogue';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const nameOf = async (id: string) => (await t.db.selectFrom('users').select('name').where('id', '=', id).executeTakeFirstOrThrow()).name;

describe('inTransaction', () => {
  it('commits every write together and only then runs the side effects, in order', async () => {
    const [a, b] = [await createUser(t.db), await createUser(t.db)];
    const seen: string[] = [];
    const result = await inTransaction(t.db, async (trx, afterCommit) => {
      await trx.updateTable('users').set({ name: 'First' }).where('id', '=', a.id).execute();
      afterCommit(async () => seen.push(`told a: ${await nameOf(a.id)}`));
      await trx.updateTable('users').set({ name: 'Second' }).where('id', '=', b.id).execute();
      afterCommit(() => seen.push('told b'));
      expect(seen).toEqual([]);
      return 'done';
    });
    expect(result).toBe('done');
    expect(seen).toEqual(['told a: First', 'told b']);
    expect(await nameOf(b.id)).toBe('Second');
  });

  it('rolls every write back and runs no side effect when the work fails', async () => {
    const [a, b] = [await createUser(t.db, { name: 'Kept A' }), await createUser(t.db, { name: 'Kept B' })];
    const seen: string[] = [];
    await expect(
      inTransaction(t.db, async (trx, afterCommit) => {
        await trx.updateTable('users').set({ name: 'Lost' }).where('id', '=', a.id).execute();
        afterCommit(() => seen.push('told'));
        await trx.updateTable('users').set({ name: 'Lost too' }).where('id', '=', b.id).execute();
        throw new Error('payment declined');
      }),
    ).rejects.toThrow('payment declined');
    expect(seen).toEqual([]);
    expect([await nameOf(a.id), await nameOf(b.id)]).toEqual(['Kept A', 'Kept B']);
  });

  it('keeps the committed writes when a side effect fails, and reports it', async () => {
    const a = await createUser(t.db);
    const reported: unknown[] = [];
    await inTransaction(
      t.db,
      async (trx, afterCommit) => {
        await trx.updateTable('users').set({ name: 'Committed' }).where('id', '=', a.id).execute();
        afterCommit(() => {
          throw new Error('socket down');
        });
      },
      (error) => reported.push(error),
    );
    expect(await nameOf(a.id)).toBe('Committed');
    expect(reported).toEqual([new Error('socket down')]);
  });
});
