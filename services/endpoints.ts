/**
 * Every API endpoint the web app calls, as data: its method and its path relative to the API base
 * (`:name` marks a path parameter, filled by `to()`). Service functions reach the API only through
 * these, so tests/api/contract.test.ts can check each one against the server's route table.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Endpoint<M extends HttpMethod = HttpMethod, P extends string = string> {
  readonly method: M;
  readonly path: P;
}

const endpoint =
  <M extends HttpMethod>(method: M) =>
  <P extends string>(path: P): Endpoint<M, P> => ({ method, path });
const get = endpoint('GET');
const post = endpoint('POST');
const put = endpoint('PUT');
const del = endpoint('DELETE');

export const ENDPOINTS = {
  auth: {
    login: post('/auth/login'),
    logout: post('/auth/logout'),
    register: post('/auth/users/register'),
    verifyEmail: post('/auth/email-verification'),
    resendVerificationEmail: post('/auth/email-verification/resend'),
    forgotPassword: post('/auth/users/forgot'),
    resetPassword: post('/auth/users/reset-password'),
    changePassword: put('/auth/users/me/password'),
  },
  ageVerification: {
    enabled: get('/users/verifymyage/enabled'),
  },
  promotions: {
    promos: get('/site-promo/search'),
    banners: get('/banners/search'),
  },
  categories: {
    search: get('/user/assets/categories/search'),
  },
  channels: {
    search: get('/user/channels'),
    findOne: get('/user/channels/:id'),
    videos: get('/user/channels/:id/videos'),
  },
  comments: {
    search: get('/comments/search'),
    create: post('/comments'),
    remove: del('/comments/:id'),
    attachImage: post('/comments/:id'),
  },
  galleries: {
    search: get('/user/assets/galleries/search'),
    view: get('/user/assets/galleries/:id/view'),
    related: get('/user/assets/galleries/:id/related'),
    photos: get('/user/assets/gallery/:id/photos'),
    searchPhotos: get('/user/assets/photos'),
  },
  geo: {
    check: get('/country-block/check'),
  },
  performers: {
    search: get('/performers/search'),
    findOne: get('/performers/:id'),
  },
  posts: {
    search: get('/posts/search'),
    findOne: get('/posts/:id'),
  },
  products: {
    search: get('/user/assets/products/search'),
    findOne: get('/user/assets/products/:id'),
  },
  reactions: {
    add: post('/reactions'),
    remove: del('/reactions'),
    state: get('/reactions/state'),
    videos: get('/reactions/videos'),
    galleries: get('/reactions/galleries'),
  },
  search: {
    totals: get('/search/total'),
  },
  settings: {
    public: get('/settings/public'),
  },
  users: {
    me: get('/users/me'),
    update: put('/users'),
    uploadAvatar: post('/users/avatar/upload'),
    uploadCover: post('/users/cover/upload'),
  },
  reference: {
    countries: get('/countries/list'),
    languages: get('/languages/list'),
    phoneCodes: get('/phone-codes/list'),
    userAdditional: get('/user-additional'),
  },
  videos: {
    search: get('/user/assets/videos/search'),
    findOne: get('/user/assets/videos/:id'),
    related: get('/user/assets/videos/:id/related'),
  },
  views: {
    videos: post('/user/assets/videos/:id/views'),
    galleries: post('/user/assets/galleries/:id/views'),
    products: post('/user/assets/products/:id/views'),
  },
} as const satisfies Record<string, Record<string, Endpoint>>;

/** Every endpoint above, named `group.name`: what the contract test checks. */
export function allEndpoints(): Array<Endpoint & { name: string }> {
  return Object.entries(ENDPOINTS).flatMap(([group, endpoints]) =>
    Object.entries(endpoints).map(([name, e]: [string, Endpoint]) => ({ name: `${group}.${name}`, method: e.method, path: e.path })),
  );
}

/** The parameter names of a path template: '/a/:id/b/:key' -> 'id' | 'key'. */
type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

export type PathParams<P extends string> = Record<ParamNames<P>, string>;

/** One call's target: an endpoint's method and its path with the parameters filled in. */
export interface Target<M extends HttpMethod = HttpMethod> {
  readonly method: M;
  readonly path: string;
  readonly resolved: true;
}

/** The target of a call to `endpoint`; each parameter (an id, a slug, a username) is encoded as one path segment. */
export function to<M extends HttpMethod, P extends string>(
  endpoint: Endpoint<M, P>,
  ...[params]: [ParamNames<P>] extends [never] ? [] : [PathParams<P>]
): Target<M> {
  const values: Record<string, string> = params ?? {};
  const path = endpoint.path.replace(/:(\w+)/g, (_match, name: string) => {
    if (values[name] === undefined) throw new Error(`${endpoint.method} ${endpoint.path}: no value for :${name}`);
    return encodeURIComponent(values[name]);
  });
  return { method: endpoint.method, path, resolved: true };
}
