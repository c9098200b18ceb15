import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { readsOptionalSignIn, routeAccess, type RouteAccess } from '../modules/auth/access';
import { ErrorSchema } from './envelope';

const VERSION = '1';

const DESCRIPTION = [
  'The Limelight API. Every answer is an envelope: `{"status":0,"data":…}`; lists `{"status":0,"data":{"data":[…],"total":N}}`.',
  'Errors carry the HTTP status and `{"statusCode","error","message","code"?,"details"?}`, whatever refused the request: ' +
    'a route, or the router before it (400 for a malformed address, 414 for a path part over 300 characters).',
  'Send the token from `POST /api/auth/login` as `Authorization: Bearer <token>` (the `bearerAuth` scheme).',
  'Sign-in is optional on some public operations (their `security` is `[{}, {"bearerAuth": []}]`): anyone may call them, ' +
    'but a caller who sends a token is answered as themselves: what they bought or subscribed to, their age verification, ' +
    "links bound to their account. Send the token whenever you have one. The file operations also read the site's `token` " +
    'cookie, since pages open files from <img> and <video>.',
].join('\n\n');

/** The document's groups: an operation goes to the first whose `path` matches its address (after /api). */
const TAGS: Array<{ name: string; description: string; path: RegExp }> = [
  { name: 'Files', description: 'Pictures, videos, streams and downloads, served with Range and conditional requests', path: /^\/files\// },
  { name: 'Sign-in', description: 'Signing in and out, registration, e-mail verification and passwords', path: /^\/auth\// },
  { name: 'Age verification', description: "Verifying a visitor's age where the law asks for it", path: /^\/(users\/verifymyage|age-verification)\// },
  {
    name: 'Account',
    description: 'The signed-in user: profile, pictures, sessions, e-mail address, preferences, data export and deletion',
    path: /^\/users(\/me\b.*|\/(avatar|cover)\/upload)?$|^\/notifications\/unsubscribe$/,
  },
  { name: 'Feed and notifications', description: 'What is new for the signed-in user', path: /^\/(feed|notifications)\b/ },
  { name: 'Users', description: "Public profiles, and the staff's edits of them", path: /^\/users\// },
  { name: 'Performers', description: "Performers' profiles, and following them", path: /^\/(performers|follows)\// },
  {
    name: 'Creator studio',
    description: "A performer's own videos, galleries, posts and products: listing, editing, publishing",
    path: /^\/performer\/(assets|videos|galleries|creator-posts|products)\//,
  },
  {
    name: 'Messages',
    description: 'Conversations, paid messages and broadcasts',
    path: /^\/(conversations|messages)\b|^\/performer\/(message-policy|broadcasts)\b/,
  },
  { name: 'Earnings and payouts', description: 'What performers earned and were paid', path: /^\/earning\/|^\/performer\/(tips|payout)/ },
  { name: 'Moderation', description: 'Reports to the staff, and performers blocking users', path: /^\/reports$|^\/performer\/blocks\b/ },
  {
    name: 'Creator applications',
    description: "Applying to become a performer, and the staff's review",
    path: /^\/creator-application\b|^\/admin\/(creator-applications|identity-files)\b/,
  },
  { name: 'Staff', description: "The administrators' tools: settings, accounts, moderation, payouts, coupons, jobs, audit", path: /^\/admin\// },
  { name: 'Comments and reactions', description: 'Comments, likes, favourites and watch-later lists', path: /^\/(comments|reactions)\b/ },
  {
    name: 'Payments',
    description: 'Buying, tipping, subscribing and paying: checkout, coupons, transactions, gateway webhooks',
    path: /^\/(payment|coupons|transactions)\/|^\/orders\/[^/]+\/cancel$/,
  },
  { name: 'Orders', description: 'Orders and their lines, for buyers and sellers', path: /^\/orders\// },
  { name: 'Subscriptions', description: "Subscriptions to performers or to the site, and the site's packages", path: /^\/(subscriptions|package)\// },
  { name: 'Catalogue', description: 'Videos, galleries, photos, posts, products, categories, channels and search', path: /^\/(user|search)\// },
  { name: 'Site', description: 'The site itself: health, public settings, reference lists, pages, promotions, contact', path: /./ },
];

const tagOf = (url: string): string => TAGS.find((tag) => tag.path.test(url.replace(/^\/api/, '')))!.name;

function accessText(access: RouteAccess, optional: boolean): string {
  if (access.kind === 'public') return optional ? 'Anyone may call this; a caller who sends a token is answered as themselves.' : 'Anyone may call this.';
  if (access.kind === 'signed-in') return 'Needs a signed-in user.';
  return `Needs a signed-in user with the role ${access.roles.join(' or ')}.`;
}

const BEARER = { bearerAuth: [] };

function securityOf(access: RouteAccess, optional: boolean): Array<Record<string, string[]>> {
  if (access.kind !== 'public') return [BEARER];
  return optional ? [{}, BEARER] : [];
}

const errorResponse = (description: string) => ({ ...ErrorSchema, description });

/** The refusals a route can give by its shape: bad input (400), no session (401), not the role (403); any other: `default`. */
function errorResponses(own: Record<string, unknown>, access: RouteAccess, takesInput: boolean) {
  return {
    ...(takesInput ? { 400: errorResponse('The request is not valid: `message` names the field') } : {}),
    ...(access.kind !== 'public' ? { 401: errorResponse('No valid token') } : {}),
    ...(access.kind === 'role' ? { 403: errorResponse('The signed-in user lacks the role') } : {}),
    ...((own.response as object) ?? {}),
    default: errorResponse('Refused or failed: the error body'),
  };
}

const NO_BODY = { type: 'object', properties: {}, description: 'Nothing: an empty object, or no body at all' };
const WRITES = new Set(['POST', 'PUT', 'PATCH']);

/** A wildcard (`/files/public/*`) gets a name in the document: `{path}`. */
function namedWildcard(url: string, params: unknown): { url: string; params: unknown } {
  if (!url.endsWith('*') || !params) return { url, params };
  const schema = params as { properties: Record<string, object>; required?: string[] };
  const { '*': star, ...others } = schema.properties;
  return {
    url: url.replace(/\*$/, ':path'),
    params: {
      ...schema,
      properties: { ...others, path: { ...star, description: "the file's path, slashes included" } },
      required: (schema.required ?? []).map((name) => (name === '*' ? 'path' : name)),
    },
  };
}

/**
 * What the document says of one route beyond its own schema (its operationId, summary, input and success answers):
 * its group, who may call it, its error answers, an upload's form, the body of a write that takes none.
 */
function describeRoute({ schema, url, route }: { schema: RouteOptions['schema']; url: string; route: RouteOptions }) {
  const access = routeAccess(route);
  const optional = readsOptionalSignIn(route);
  const own = (schema ?? {}) as Record<string, unknown>;
  const field = route.config?.uploadField;
  const method = [route.method].flat()[0];
  const body = field
    ? { consumes: ['multipart/form-data'], body: { type: 'object', required: [field], properties: { [field]: { type: 'string', format: 'binary' } } } }
    : !own.body && WRITES.has(method)
      ? { body: NO_BODY }
      : {};
  const named = namedWildcard(url, own.params);
  return {
    url: named.url,
    schema: {
      ...own,
      ...body,
      ...(own.params ? { params: named.params } : {}),
      tags: (own.tags as string[]) ?? [tagOf(url)],
      description: [own.description, accessText(access, optional)].filter(Boolean).join('\n\n'),
      response: errorResponses(own, access, Boolean(own.params || own.querystring || own.body || field)),
      security: securityOf(access, optional),
    },
  };
}

interface PathItem {
  get?: { operationId?: string; summary?: string };
  head?: { operationId?: string; summary?: string };
}

/** A route that answers GET and HEAD has one schema for both: the HEAD operation gets its own id and summary. */
function nameHeadOperations({ openapiObject }: { openapiObject: Partial<{ paths: Record<string, PathItem> }> }) {
  for (const item of Object.values(openapiObject.paths ?? {})) {
    const { get, head } = item;
    if (!get?.operationId || !head || head.operationId !== get.operationId) continue;
    item.head = {
      ...head,
      operationId: get.operationId.replace(/^get/, 'head'),
      summary: `${get.summary}: headers only, no body`,
    };
  }
  return openapiObject;
}

/**
 * The API as an OpenAPI 3 document made from the routes' own schemas (GET /api/openapi.json) and a reference
 * page over it (/api/docs). Registered before the routes, so it sees every one of them.
 */
export async function registerOpenApi(app: FastifyInstance, { siteUrl }: { siteUrl: string }): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: { title: 'Limelight API', version: VERSION, description: DESCRIPTION },
      servers: [{ url: siteUrl, description: 'This site (every path starts with /api)' }],
      tags: TAGS.map(({ name, description }) => ({ name, description })),
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', description: 'The token from POST /api/auth/login' } } },
    },
    transform: describeRoute as never,
    transformObject: nameHeadOperations as never,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    uiConfig: { docExpansion: 'list', deepLinking: true, validatorUrl: null },
    // The plugin's policy for its own page and files, without the external validator badge, and without
    // upgrade-insecure-requests, which would break the page on a plain-HTTP development server.
    staticCSP: true,
    transformStaticCSP: (header) =>
      header
        .replace(' validator.swagger.io', '')
        .replace(/\s*upgrade-insecure-requests;?/, '')
        .trim(),
  });
}

/** GET /api/openapi.json, inside the /api scope. */
export function openApiRoute(api: FastifyInstance): void {
  api.get('/openapi.json', { schema: { hide: true }, config: { access: 'public', publicRead: 'everyone' } }, async () => api.swagger());
}
