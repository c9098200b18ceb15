// What the bench needs to know from the running Limelight before loading it: the demo fan's token,
// seeded objects to open, one real video-search answer (for the bare Fastify baseline), page sizes.
import http from 'node:http';
import zlib from 'node:zlib';
import { DEMO_ACCOUNTS } from '../server/db/seed/accounts';

export interface Seeded {
  token: string;
  /** The demo performer's token: their Studio's reads. */
  performerToken: string;
  /** The JSON body of GET /api/user/assets/videos/search?limit=12, as the bare Fastify baseline serves it. */
  videoSearch: unknown;
  videoId: string;
  /** The page paths the site's own links use (slug or username, else the id). */
  videoPage: string;
  performerPage: string;
  galleryPage: string;
}

type Item = { _id: string; slug?: string | null; username?: string | null };

async function getJson(url: string, init?: RequestInit): Promise<unknown> {
  const res = await fetch(url, init);
  const body = await res.text();
  if (!res.ok) throw new Error(`${init?.method ?? 'GET'} ${url}: ${res.status} ${body.slice(0, 200)}`);
  return JSON.parse(body);
}

async function firstItem(base: string, path: string): Promise<Item> {
  const body = (await getJson(`${base}${path}`)) as { data?: { data?: Item[] } };
  const item = body.data?.data?.[0];
  if (!item?._id) throw new Error(`${path}: no items (is the demo catalogue seeded?)`);
  return item;
}

async function logIn(base: string, username: string): Promise<string> {
  const account = DEMO_ACCOUNTS.find((a) => a.username === username);
  if (!account) throw new Error(`no demo account ${username} in server/db/seed/accounts.ts`);
  const login = (await getJson(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: account.username, password: account.password }),
  })) as { data?: { token?: string } };
  const token = login.data?.token;
  if (!token) throw new Error(`POST /api/auth/login as ${username} answered no token`);
  return token;
}

export async function discover(base: string): Promise<Seeded> {
  const [token, performerToken] = await Promise.all([logIn(base, 'demo'), logIn(base, 'performer')]);
  const videoSearch = await getJson(`${base}/api/user/assets/videos/search?limit=12`);
  const video = (videoSearch as { data?: { data?: Item[] } }).data?.data?.[0];
  if (!video?._id) throw new Error('video search: no videos (is the demo catalogue seeded?)');
  const performer = await firstItem(base, '/api/performers/search?limit=1');
  const gallery = await firstItem(base, '/api/user/assets/galleries/search?limit=1');
  return {
    token,
    performerToken,
    videoSearch,
    videoId: video._id,
    videoPage: `/videos/${encodeURIComponent(video.slug || video._id)}`,
    performerPage: `/performers/${encodeURIComponent(performer.username || performer._id)}`,
    galleryPage: `/galleries/${encodeURIComponent(gallery.slug || gallery._id)}`,
  };
}

export interface PageSize {
  status: number;
  /** Bytes of the HTML as sent (the request asks for no compression), and what gzip would make of it. */
  bytes: number;
  gzipBytes: number;
}

/** One GET with no Accept-Encoding, counting the body's bytes. */
export function pageSize(url: string, headers: Record<string, string> = {}): Promise<PageSize> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const body = Buffer.concat(chunks);
          resolve({ status: res.statusCode ?? 0, bytes: body.length, gzipBytes: zlib.gzipSync(body).length });
        });
        res.on('error', reject);
      })
      .on('error', reject);
  });
}
