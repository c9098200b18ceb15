import type { ServerResponse } from 'node:http';
import type { FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { TOKEN_COOKIE } from '../../lib/constants';
import { concerns, type CacheInvalidation } from '../cache/invalidation';
import { cookieValue } from '../modules/auth/cookie-session';
import type { PrivateUserDto } from '../modules/users/presenter';
import { hasTokenCookie, KEPT_HEADERS, NONCE_SLOT, send, type CachedPage } from './page-cache';
import { placeholderTexts, spliceViewer, standInUser, viewerShape } from './viewer-splice';

/**
 * The signed-in pages rendered once for every viewer of the same shape. Each must show of its viewer only their
 * account's texts (the header's name and picture), load nothing of theirs while rendering on the server (their own
 * data comes from the browser), and never compare the viewer with what it shows (whose is this message?): the check
 * below catches a page that does more with a text than show it, not one that fetches or compares. The home page's
 * cards say what the viewer bought once in the browser (components/catalogue/use-bought-marks.ts).
 */
export const SHARED_SIGNED_IN_PAGES = new Set(['/home', '/feed', '/messages']);

export interface RenderedPage {
  statusCode: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
}

export interface ViewerPagesOptions {
  ttlMs: number;
  invalidation: CacheInvalidation;
  /** What else than the address changes the page (country block, age gate), as for visitors. */
  variantOf: (request: FastifyRequest) => Promise<string>;
  /** The account of a live session the token cookie names; null when there is none. */
  viewerOf: (token: string) => Promise<PrivateUserDto | null>;
  /** Renders the page for a stand-in user, apart from this request's answer, without its cookies. */
  renderAs: (request: FastifyRequest, standIn: PrivateUserDto) => Promise<RenderedPage>;
}

/** A page kept for one shape of viewer, rendered with placeholder set 'a'; null: it does not splice, render it per viewer. */
type SharedPage = CachedPage | null;

export class ViewerPages {
  private readonly entries: LRUCache<string, { page: SharedPage }>;
  private readonly rendering = new Map<string, Promise<SharedPage>>();
  private generation = 0;

  constructor(private readonly options: ViewerPagesOptions) {
    this.entries = new LRUCache({ ttl: Math.max(options.ttlMs, 1), maxSize: 64 * 1024 * 1024, sizeCalculation: ({ page }) => (page?.body.length ?? 1) * 2 });
    options.invalidation.on((event) => {
      if (!concerns(event, 'public-reads')) return;
      this.generation += 1;
      this.entries.clear();
      this.rendering.clear();
    });
  }

  /**
   * Answers a signed-in view of a shared page with the page of the viewer's shape, their texts spliced in; false
   * when it did not answer (not such a view, no live session, or a page that does not splice): render it as usual.
   */
  async serve(request: FastifyRequest, res: ServerResponse, nonce: string | undefined): Promise<boolean> {
    if (this.options.ttlMs <= 0 || request.method !== 'GET' || !hasTokenCookie(request.headers.cookie)) return false;
    if (!SHARED_SIGNED_IN_PAGES.has(request.url.split('?')[0])) return false;
    const token = cookieValue(request.headers.cookie, TOKEN_COOKIE);
    let viewer: PrivateUserDto | null;
    let key: string;
    try {
      viewer = token && token.length <= 200 ? await this.options.viewerOf(token) : null;
      if (!viewer) return false;
      key = [this.generation, request.hostname, request.protocol, request.url, await this.options.variantOf(request), viewerShape(viewer)].join('|');
    } catch {
      return false; // the session or the variant could not be read (the database is down): render it as usual
    }
    const page = await this.pageFor(key, request, viewer, nonce);
    if (!page) return false;
    send(request, res, { headers: page.headers, body: spliceViewer(page.body, 'a', viewer) }, nonce);
    return true;
  }

  private async pageFor(key: string, request: FastifyRequest, viewer: PrivateUserDto, nonce: string | undefined): Promise<SharedPage> {
    const kept = this.entries.get(key);
    if (kept) return kept.page;
    const pending = this.rendering.get(key);
    if (pending) return pending;
    const generation = this.generation;
    const render = this.render(request, viewer, nonce).finally(() => this.rendering.delete(key));
    this.rendering.set(key, render);
    const page = await render.catch(() => null);
    if (generation === this.generation) this.entries.set(key, { page });
    return page;
  }

  /** Renders the page with both placeholder sets; shared only when one spliced with the other's texts is the other. */
  private async render(request: FastifyRequest, viewer: PrivateUserDto, nonce: string | undefined): Promise<SharedPage> {
    const [a, b] = await Promise.all([this.options.renderAs(request, standInUser(viewer, 'a')), this.options.renderAs(request, standInUser(viewer, 'b'))]);
    const html = (page: RenderedPage) => (nonce ? page.body.replaceAll(nonce, NONCE_SLOT) : page.body);
    if (!keepable(a) || !keepable(b) || spliceViewer(html(a), 'a', placeholderTexts('b')) !== html(b)) return null;
    const headers: Record<string, string> = {};
    for (const name of KEPT_HEADERS) if (a.headers[name] !== undefined) headers[name] = String(a.headers[name]);
    return { headers, body: html(a) };
  }
}

function keepable(page: RenderedPage): boolean {
  return page.statusCode === 200 && !page.headers['set-cookie'] && String(page.headers['content-type'] ?? '').startsWith('text/html');
}
