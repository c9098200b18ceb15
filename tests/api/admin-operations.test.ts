// A creator's own commission, set by an admin: what the site keeps of that creator's next sales; in the audit log;
// back to the site's with null; bad input refused and nothing changed. And the failed jobs' list for the admins.
import { sql } from 'kysely';
import { createPerformer, createUser, createVideo } from './helpers/catalogue';
import { createCheckoutApp, decide, pendingPurchase, purchaseVideo } from './helpers/checkout';
import { createTestApp, DEMO, type TestApp } from './helpers/test-app';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createCheckoutApp();
  admin = await t.login('admin', DEMO.admin.password);
});
afterAll(() => t.close());

const commission = (id: string) => t.request({ method: 'GET', url: `/api/admin/performers/${id}/commission`, token: admin });
const setCommission = (id: string, payload: unknown) =>
  t.request({ method: 'PUT', url: `/api/admin/performers/${id}/commission`, token: admin, payload: payload as object });

async function sale(performerId: string) {
  const video = await createVideo(t.db, { performer_id: performerId, access: 'sale', price_cents: 1000 });
  const user = await createUser(t.db);
  const buyer = { id: user.id, token: await t.login(user.username, 'test-password') };
  await decide(t, buyer, await pendingPurchase(await purchaseVideo(t, buyer, video.id)), 'approve');
  return t.db.selectFrom('earnings').selectAll().where('source_id', '=', video.id).executeTakeFirstOrThrow();
}

describe('a creator’s own commission', () => {
  it('applies to their next sales, is audited, and goes back to the site’s', async () => {
    const performer = await createPerformer(t.db);
    expect((await commission(performer.id)).json().data).toEqual({ commissionBp: null, siteCommissionBp: 2000 });
    const before = await sale(performer.id);
    expect([before.commission_bp, before.commission_cents, before.net_cents]).toEqual([2000, 200, 800]);

    const set = await setCommission(performer.id, { commissionBp: 1250 });
    expect(set.json().data).toEqual({ commissionBp: 1250, siteCommissionBp: 2000 });
    const after = await sale(performer.id);
    expect([after.commission_bp, after.commission_cents, after.net_cents]).toEqual([1250, 125, 875]);
    // What was recorded before keeps its split.
    expect((await t.db.selectFrom('earnings').select('commission_bp').where('id', '=', before.id).executeTakeFirstOrThrow()).commission_bp).toBe(2000);

    expect((await setCommission(performer.id, { commissionBp: null })).json().data.commissionBp).toBeNull();
    const audit = (await t.request({ method: 'GET', url: `/api/admin/audit?targetId=${performer.id}`, token: admin })).json().data.data;
    expect(audit.map((e: { action: string; after: unknown }) => [e.action, e.after])).toEqual([
      ['performer.commission', { commissionBp: null }],
      ['performer.commission', { commissionBp: 1250 }],
    ]);
  });

  it('refuses bad input, an account that is not a creator, and anyone but an admin', async () => {
    const performer = await createPerformer(t.db);
    for (const payload of [{ commissionBp: 10_001 }, { commissionBp: -1 }, { commissionBp: 12.5 }, { commissionBp: '1000' }, {}, { commissionBp: 2e9 }]) {
      const res = await setCommission(performer.id, payload);
      expect({ payload, status: res.statusCode }).toEqual({ payload, status: 400 });
    }
    expect((await commission(performer.id)).json().data.commissionBp).toBeNull();
    const fan = await createUser(t.db);
    expect((await setCommission(fan.id, { commissionBp: 0 })).statusCode).toBe(404);
    const fanToken = await t.login(fan.username, 'test-password');
    expect(
      (await t.request({ method: 'PUT', url: `/api/admin/performers/${performer.id}/commission`, token: fanToken, payload: { commissionBp: 0 } })).statusCode,
    ).toBe(403);
  });
});

describe('failed jobs, for the admins', () => {
  it('lists them (none here) and says when there is no such failed job to retry, or when the queue is not running', async () => {
    expect((await t.request({ method: 'GET', url: '/api/admin/jobs/failed', token: admin })).json()).toMatchObject({
      statusCode: 503,
      code: 'JOBS_NOT_RUNNING',
    });
    const withJobs = await createTestApp({}, undefined, undefined, { jobs: 'send' });
    try {
      const token = await withJobs.login('admin', DEMO.admin.password);
      const listed = await withJobs.request({ method: 'GET', url: '/api/admin/jobs/failed', token });
      expect(listed.statusCode).toBe(200);
      expect(listed.json().data).toEqual({ data: [], total: 0 });
      const retry = await withJobs.request({ method: 'POST', url: '/api/admin/jobs/video-processing/00000000-0000-4000-8000-000000000000/retry', token });
      expect([retry.statusCode, retry.json().code]).toEqual([404, 'JOB_NOT_FOUND']);
      expect((await withJobs.request({ method: 'POST', url: '/api/admin/jobs/Bad%20Name/00000000-0000-4000-8000-000000000000/retry', token })).statusCode).toBe(
        400,
      );
    } finally {
      await withJobs.close();
    }
  });
});

describe('the dashboard’s figures over time', () => {
  it('counts today’s sign-ups, creators and subscriptions, and the money taken and given back, every period present', async () => {
    const stats = async (query = '') => (await t.request({ method: 'GET', url: `/api/admin/stats/timeline${query}`, token: admin })).json().data;
    const before = (await stats()).points.at(-1);
    const performer = await createPerformer(t.db);
    const earning = await sale(performer.id);
    expect((await t.request({ method: 'POST', url: `/api/payment/transactions/${earning.transaction_id}/refund`, token: admin })).statusCode).toBe(200);

    const days = await stats();
    expect(days).toMatchObject({ groupBy: 'day', currency: 'USD' });
    expect(days.points).toHaveLength(30);
    const today = days.points.at(-1);
    expect(today.period).toBe(new Date().toISOString().slice(0, 10));
    expect(today.signups - before.signups).toBe(2); // the performer and the buyer
    expect(today.creators - before.creators).toBe(1);
    expect(today.revenue - before.revenue).toBe(1000);
    expect(today.refunds - before.refunds).toBe(1000);
    expect((await stats('?groupBy=week')).points).toHaveLength(12);
    expect((await stats('?groupBy=month')).points).toHaveLength(12);
    expect((await t.request({ method: 'GET', url: '/api/admin/stats/timeline?groupBy=year', token: admin })).statusCode).toBe(400);
  });
});

describe('an admin editing in the performer area', () => {
  const audited = async (targetId: string) =>
    (await t.request({ method: 'GET', url: `/api/admin/audit?targetId=${targetId}`, token: admin })).json().data.data as Array<{
      action: string;
      actorName: string;
      after: { body: unknown };
    }>;

  it('is in the audit log with what was sent, once it answered; the performer’s own edits are not admin actions', async () => {
    const performer = await createPerformer(t.db);
    const video = await createVideo(t.db, { performer_id: performer.id, title: 'Edited by staff' });
    const edit = (token: string, title: string) => t.request({ method: 'PATCH', url: `/api/performer/videos/${video.id}`, token, payload: { title } });
    expect((await edit(admin, 'Retitled by the staff')).statusCode).toBe(200);
    expect((await edit(await t.login(performer.username, 'test-password'), 'Retitled by its performer')).statusCode).toBe(200);
    expect((await audited(video.id)).map((e) => [e.action, e.actorName, e.after.body])).toEqual([
      ['performer-area.patch', 'admin', { title: 'Retitled by the staff' }],
    ]);
  });

  it('commits with its audit record or not at all: when the record cannot be written, the edit is undone', async () => {
    const performer = await createPerformer(t.db);
    const video = await createVideo(t.db, { performer_id: performer.id, title: 'Kept as it was' });
    await sql`create function refuse_this_record() returns trigger language plpgsql as $$
      begin if new.target_id = ${sql.lit(video.id)} then raise exception 'the audit log is unavailable'; end if; return new; end $$`.execute(t.db);
    await sql`create trigger refuse_this_record before insert on admin_actions for each row execute function refuse_this_record()`.execute(t.db);
    try {
      const retitle = await t.request({ method: 'PATCH', url: `/api/performer/videos/${video.id}`, token: admin, payload: { title: 'Never saved' } });
      expect(retitle.statusCode).toBe(500);
      const unpublish = await t.request({ method: 'POST', url: `/api/performer/videos/${video.id}/publish`, token: admin, payload: { publish: false } });
      expect(unpublish.statusCode).toBe(500);
      const row = await t.db.selectFrom('videos').select(['title', 'status']).where('id', '=', video.id).executeTakeFirstOrThrow();
      expect(row).toEqual({ title: 'Kept as it was', status: 'active' });
      // The performer's own edit records nothing, so it goes through.
      const own = await t.request({
        method: 'PATCH',
        url: `/api/performer/videos/${video.id}`,
        token: await t.login(performer.username, 'test-password'),
        payload: { title: 'Saved by its performer' },
      });
      expect(own.statusCode).toBe(200);
    } finally {
      await sql`drop trigger refuse_this_record on admin_actions`.execute(t.db);
      await sql`drop function refuse_this_record()`.execute(t.db);
    }
    expect(await audited(video.id)).toEqual([]);
  });
});
