/**
 * @jest-environment node
 */
// A property-based fuzzer driven by the API's own OpenAPI document (GET /api/openapi.json), in the manner of
// Schemathesis: for every operation, as a visitor and as a fan, generated well-formed requests and requests
// with one thing wrong. Every answer must be below 500, match the document's schema for its status, and a
// refused request must leave the database as it was. fast-check shrinks a failure to its smallest request
// and prints the seed: replay with FUZZ_SEED=<seed> npm run test:fuzz. FUZZ_RUNS sets the requests per
// operation and identity (default 30: a third well formed, two thirds not).
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import fc from 'fast-check';
import { sql } from 'kysely';
import { createGallery, createPerformer, createPost, createProduct, createVideo, createUser, formBody, testImage } from '../api/helpers/catalogue';
import { createTestApp, type TestApp } from '../api/helpers/test-app';
import { injectTransport } from '../../server/payments/webhook-transport';
import {
  invalidRequests,
  jsonText,
  operationName,
  operationsOf,
  urlOf,
  validRequests,
  type FuzzRequest,
  type OpenApiDocument,
  type Operation,
  type UploadShape,
} from './operations';
import type { IdPool } from './schema-arbitraries';

const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
const RUNS = Number(process.env.FUZZ_RUNS ?? 30);

let t: TestApp;
let doc: OpenApiDocument;
let pool: IdPool;
let picture: Buffer;
const ajv = new Ajv({ strict: false, allErrors: false });
addFormats(ajv);

beforeAll(async () => {
  t = await createTestApp({ authRateLimitPerMinute: 100_000 }, undefined, undefined, { webhookTransport: injectTransport });
  doc = (await t.request({ method: 'GET', url: '/api/openapi.json' })).json();
  ajv.addSchema(doc as object, 'api');
  picture = await testImage('png');
  // Rows of every kind, some of them another user's, for generated ids to hit as well as miss.
  const performer = await createPerformer(t.db, { name: 'Fuzz Performer' });
  const other = await createUser(t.db);
  const video = await createVideo(t.db, { performer_id: performer.id, title: 'Fuzz video', access: 'sale', price_cents: 499 });
  const draft = await createVideo(t.db, { performer_id: performer.id, title: 'Fuzz draft', status: 'draft' });
  const gallery = await createGallery(t.db, { performer_id: performer.id, title: 'Fuzz gallery' });
  const product = await createProduct(t.db, { performer_id: performer.id, name: 'Fuzz product' });
  const post = await createPost(t.db, {});
  const comment = await t.db
    .insertInto('comments')
    .values({ user_id: other.id, object_type: 'video', object_id: video.id, content: 'Someone else’s comment', image_key: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  pool = { ids: [performer.id, other.id, video.id, draft.id, gallery.id, product.id, post.id, comment.id] };
  console.log(`fuzz seed ${SEED}, ${RUNS} requests per operation and identity`);
}, 120_000);
afterAll(() => t?.close());

let tableNames: Promise<string[]> | null = null;
/** The schema's tables, read once: no request changes the schema. */
function tables(): Promise<string[]> {
  tableNames ??= sql<{ name: string }>`select tablename as name from pg_tables where schemaname = 'public' order by tablename`
    .execute(t.db)
    .then(({ rows }) => rows.map((r) => r.name));
  return tableNames;
}

/** Every table's rows, hashed: what a refused request must leave as it was. */
async function fingerprint(): Promise<string> {
  // Work an earlier answer left behind (counted views, mails and their tokens) lands first.
  await t.app.services.views.flush();
  await t.app.services.background.drain();
  // A refused webhook is recorded for audit (webhook_deliveries, outcome "refused: ..."): that record is the one
  // write a refused request makes on purpose, so it is left out of the comparison.
  const rowsOf = (name: string) =>
    name === 'webhook_deliveries' ? sql`(select * from webhook_deliveries where outcome not like 'refused:%')` : sql.table(name);
  const parts = (await tables()).map((name) => sql`(select coalesce(md5(string_agg(md5(x::text), '' order by md5(x::text))), '') from ${rowsOf(name)} x)`);
  const { rows } = await sql<{ h: string }>`select md5(concat(${sql.join(parts)})) as h`.execute(t.db);
  return rows[0].h;
}

async function uploadBody(field: string, shape: UploadShape) {
  const parts: Parameters<typeof formBody>[0] = {
    picture: { [field]: { file: picture } },
    'text-as-picture': { [field]: { file: Buffer.from('plain text, not a picture'), filename: 'x.png' } },
    'wrong-field': { [`${field}x`]: { file: picture } },
    'two-files': { [field]: { file: picture }, second: { file: picture } },
    empty: { [field]: { file: Buffer.alloc(0) } },
  }[shape];
  return formBody(parts);
}

async function send(op: Operation, request: FuzzRequest, token: string | undefined) {
  const url = urlOf(op, request);
  const body = request.body;
  const payload =
    body === undefined
      ? {}
      : 'json' in body
        ? { payload: jsonText(body.json), headers: { 'content-type': 'application/json' } }
        : 'raw' in body
          ? { payload: body.raw, headers: { 'content-type': body.contentType } }
          : await uploadBody(op.uploadField!, body.upload);
  return t.request({ method: op.method as 'GET', url, token, ...payload });
}

function responseValidator(op: Operation, status: number) {
  const key = op.documentedStatuses.includes(String(status)) ? String(status) : 'default';
  const ref = `api${op.pointer}/responses/${key}/content/application~1json/schema`;
  return ajv.getSchema(ref) ?? (ajv.addSchema({ $ref: ref }, ref), ajv.getSchema(ref)!);
}

/** The three properties of one answer; throws what broke. */
const statusClasses: Record<string, number> = {};

async function checkAnswer(op: Operation, request: FuzzRequest, token: string | undefined, before: string): Promise<string> {
  const res = await send(op, request, token);
  const statusClass = `${String(res.statusCode)[0]}xx`;
  statusClasses[statusClass] = (statusClasses[statusClass] ?? 0) + 1;
  const where = `${op.method} ${urlOf(op, request).slice(0, 300)} [${request.mutation}] -> ${res.statusCode}`;
  if (res.statusCode >= 500) throw new Error(`${where}: server error ${res.body.slice(0, 300)}`);
  if (/application\/json/.test(String(res.headers['content-type'] ?? ''))) {
    const validate = responseValidator(op, res.statusCode);
    if (!validate(res.json())) throw new Error(`${where}: body does not match the document: ${ajv.errorsText(validate.errors)} in ${res.body.slice(0, 300)}`);
  }
  const after = await fingerprint();
  if (res.statusCode >= 400 && after !== before) throw new Error(`${where}: refused, yet the database changed`);
  return after;
}

describe('the API under generated requests', () => {
  it(
    'never answers 5xx, always as documented, and a refused request changes nothing',
    async () => {
      const operations = operationsOf(doc);
      expect(operations.length).toBeGreaterThan(60);
      const failures: string[] = [];
      let requests = 0;
      for (const [index, op] of operations.entries()) {
        for (const identity of ['visitor', 'fan'] as const) {
          // A fresh fan for each operation: what one operation does to its fan (log out, change a password) stays there.
          const token = identity === 'fan' ? await t.login((await createUser(t.db)).username, 'test-password') : undefined;
          let state = await fingerprint();
          const property = (arbitrary: fc.Arbitrary<FuzzRequest>) =>
            fc.asyncProperty(arbitrary, async (request) => {
              requests += 1;
              state = await checkAnswer(op, request, token, state).catch(async (error) => {
                state = await fingerprint();
                throw error;
              });
            });
          const valid = Math.max(1, Math.round(RUNS / 3));
          for (const [kind, arbitrary, runs] of [
            ['valid', validRequests(op, pool), valid],
            ['invalid', invalidRequests(op, pool), RUNS - valid],
          ] as const) {
            const seed = SEED + index * 4 + (identity === 'fan' ? 2 : 0) + (kind === 'invalid' ? 1 : 0);
            const result = await fc.check(property(arbitrary), { seed, numRuns: runs, endOnFailure: false });
            if (result.failed) {
              failures.push(
                `${operationName(op)} as ${identity}, ${kind} (seed ${seed}, path ${result.counterexamplePath}): ${String((result.errorInstance as Error)?.message ?? result.errorInstance)}`,
              );
            }
          }
        }
      }
      console.log(`fuzzed ${operations.length} operations with ${requests} requests (seed ${SEED}); answers: ${JSON.stringify(statusClasses)}`);
      expect(failures).toEqual([]);
    },
    40 * 60_000,
  );
});
