/**
 * @jest-environment node
 */
// Each table belongs to one module, and no module reaches into another module's tables (README, Layout); this reads
// the server's modules and fails when one names another's table in a query. The asset tables are also read
// by catalogue/, the three asset modules' shared query layer, and their category links by categories/.
import fs from 'node:fs';
import path from 'node:path';
import type { Database } from '../../server/db/schema';

const MODULES = path.resolve(__dirname, '../../server/modules');

const OWNERS: Record<keyof Database, string[]> = {
  users: ['users', 'auth'],
  sessions: ['auth'],
  email_tokens: ['auth'],
  notification_preferences: ['notifications'],
  new_content_mails: ['notifications'],
  notifications: ['notifications'],
  settings: ['settings'],
  menus: ['settings'],
  app_meta: ['settings'],
  blocked_countries: ['geo'],
  admin_actions: ['audit'],
  performers: ['performers'],
  categories: ['categories'],
  videos: ['videos', 'catalogue'],
  video_performers: ['videos', 'catalogue'],
  video_categories: ['videos', 'catalogue', 'categories'],
  video_replacements: ['videos'],
  galleries: ['galleries', 'catalogue'],
  gallery_categories: ['galleries', 'catalogue', 'categories'],
  photos: ['galleries'],
  products: ['products', 'catalogue'],
  product_categories: ['products', 'catalogue', 'categories'],
  channels: ['channels'],
  channel_videos: ['channels'],
  channel_performers: ['channels'],
  posts: ['posts'],
  creator_posts: ['creator-posts', 'catalogue'],
  creator_post_media: ['creator-posts'],
  promotions: ['promotions'],
  subscription_packages: ['packages'],
  subscriptions: ['subscriptions'],
  purchases: ['purchases'],
  coupons: ['coupons'],
  coupon_redemptions: ['coupons'],
  orders: ['orders'],
  order_lines: ['orders'],
  transactions: ['payments'],
  webhook_deliveries: ['payments'],
  refunds: ['payments'],
  earnings: ['earnings'],
  payout_accounts: ['payouts'],
  payout_batches: ['payouts'],
  payouts: ['payouts'],
  comments: ['comments'],
  reactions: ['reactions'],
  follows: ['follows'],
  tips: ['tips'],
  conversations: ['messages'],
  conversation_members: ['messages'],
  messages: ['messages'],
  message_broadcasts: ['messages'],
  message_broadcast_recipients: ['messages'],
  message_attachments: ['messages'],
  feed_timeline: ['feed'],
  reports: ['moderation'],
  user_blocks: ['moderation'],
  age_verifications: ['age-verification'],
  creator_applications: ['creator-applications'],
  uploads: ['uploads'],
  upload_locks: ['uploads'],
};

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

const withoutComments = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

/** "module/file.ts: table" for every query in `files` that names a table its module does not own. */
function foreignTables(files: Array<{ module: string; file: string; text: string }>): string[] {
  const tables = Object.keys(OWNERS).join('|');
  const named = new RegExp(
    `(?:selectFrom|updateTable|insertInto|deleteFrom|innerJoin|leftJoin|rightJoin|sql\\.table)\\(\\s*'(${tables})'|\\b(?:from|update|into|join)\\s+(${tables})\\b`,
    'g',
  );
  const found = new Set<string>();
  for (const { module, file, text } of files) {
    for (const match of withoutComments(text).matchAll(named)) {
      const table = (match[1] ?? match[2]) as keyof Database;
      if (!OWNERS[table].includes(module)) found.add(`${module}/${file}: ${table}`);
    }
  }
  return [...found].sort();
}

const moduleFiles = sources(MODULES).map((full) => {
  const [module, ...rest] = path.relative(MODULES, full).split(path.sep);
  return { module, file: rest.join('/'), text: fs.readFileSync(full, 'utf8') };
});

describe('module boundaries', () => {
  it('names every table of the schema', () => {
    const schema = fs.readFileSync(path.resolve(__dirname, '../../server/db/schema/index.ts'), 'utf8');
    const declared = [...schema.slice(schema.indexOf('export interface Database {')).matchAll(/^\s{2}(\w+): \w+Table;$/gm)].map((m) => m[1]);
    expect(declared.sort()).toEqual(Object.keys(OWNERS).sort());
  });

  it('no module queries another module’s tables', () => {
    expect(foreignTables(moduleFiles)).toEqual([]);
  });

  it('catches a query on a foreign table, in the builder or in raw SQL', () => {
    const reaching = [
      { module: 'comments', file: 'a.ts', text: "db.selectFrom('videos').select('id')" },
      { module: 'reactions', file: 'b.ts', text: 'sql`update performers set likes_count = 1`' },
      { module: 'videos', file: 'c.ts', text: "db.selectFrom('videos') // and a note about users" },
    ];
    expect(foreignTables(reaching)).toEqual(['comments/a.ts: videos', 'reactions/b.ts: performers']);
  });

  it('writes the rule of who counts as an active user with a role once, in the users module', () => {
    const holders = moduleFiles.filter(({ text }) => /roles @> array/.test(withoutComments(text))).map((f) => `${f.module}/${f.file}`);
    expect(holders).toEqual(['users/queries.ts']);
  });

  it('writes each liveness rule once: published assets, published posts, live subscriptions, active users', () => {
    const server = sources(path.resolve(__dirname, '../../server')).map((full) => ({
      name: path.relative(MODULES, full),
      text: withoutComments(fs.readFileSync(full, 'utf8')),
    }));
    const holders = (pattern: RegExp) =>
      server
        .filter(({ name, text }) => !name.includes('migrations') && pattern.test(text))
        .map((f) => f.name)
        .sort();
    expect(holders(/published_at'?,? ?'?<=|published_at <= now/)).toEqual(['catalogue/live.ts', 'posts/repo.ts']);
    const aboutSubscriptions = new Set(holders(/subscriptions/));
    expect(holders(/current_period_end'?,? ?'?>|current_period_end > now/).filter((name) => aboutSubscriptions.has(name))).toEqual([
      'subscriptions/service.ts',
    ]);
    expect(holders(/status',\s*'=',\s*'active'|status = 'active'/).filter((name) => /users|auth/.test(name))).toEqual(['users/queries.ts']);
  });
});
