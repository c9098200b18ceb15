// Constants the product spec fixes word for word (spec sections 8 and 9).
export const TOKEN_COOKIE = 'token';
export const TOKEN_DAYS_REMEMBER = 365;
export const TOKEN_DAYS_SESSION = 1;

export const CART_STORAGE_KEY = 'cart';
/** The cart page. */
export const CART_ROUTE = '/cart';
export const UI_STORAGE_KEY = 'ui';

export const BACK_TO_TOP_THRESHOLD_PX = 400;
export const BACK_TO_TOP_DURATION_MS = 450;

export const DEFAULT_CURRENCY = 'USD';
export const DEFAULT_CURRENCY_SYMBOL = '$';
export const DEFAULT_THEME = 'light';
export const DEFAULT_AVATAR = '/no-avatar.png';

export const SOCKET_RECONNECT_DELAY_MS = 1000;
export const SOCKET_RECONNECT_DELAY_MAX_MS = 10000;
/**
 * How the web app's socket.io client connects (the product spec's "Business constants and limits"): websocket
 * first, then polling; reconnects forever, 1 s growing to 10 s.
 */
export const SOCKET_CLIENT_OPTIONS = {
  path: '/socket.io',
  transports: ['websocket', 'polling'],
  reconnection: true,
  reconnectionAttempts: Infinity,
  reconnectionDelay: SOCKET_RECONNECT_DELAY_MS,
  reconnectionDelayMax: SOCKET_RECONNECT_DELAY_MAX_MS,
};

export const MESSAGES = {
  forbidden: 'Forbidden in the action!',
  incorrectCredentials: 'Incorrect credentials!',
  logout: 'Log out!',
  commented: 'Commented successfully',
  removed: 'Removed successfully!',
  genericError: 'Error occured, please try again later',
  geoBlockTitle: "We've sorry.",
  geoBlockText: 'Website content is not available on your country',
} as const;

export const ROUTES = {
  home: '/home',
  authLogin: '/auth/login',
  unauthorized: '/login',
} as const;

export const ROLES = ['user', 'performer', 'admin'] as const;

/** What a user types to confirm that their account is to be deleted (the form and POST /users/me/deletion). */
export const DELETION_CONFIRMATION = 'DELETE';
export type Role = (typeof ROLES)[number];

// Front-end constants (not fixed by the spec).
export const SITE_NAME_DEFAULT = 'Limelight';
export const LOGO_DEFAULT = '/logo.svg';
export const FAVICON_DEFAULT = '/favicon.svg';
export const UNDER_CONSTRUCTION_IMAGE = '/under-construction.svg';
/** UI slice keys written to local storage (under UI_STORAGE_KEY) and restored on load. */
export const PERSISTED_UI_KEYS = ['theme'] as const;
/** Client-side hint only; the API has the final word on passwords. */
export const PASSWORD_MIN_LENGTH = 8;

export const PAGE_ROUTES = {
  register: '/auth/register',
  forgotPassword: '/auth/forgot-password',
  resetPassword: '/auth/reset-password',
  verifyEmail: '/auth/verify-email',
  account: '/user/account',
  becomeCreator: '/become-a-creator',
  /** What the creators a signed-in fan follows published: their landing page. */
  feed: '/feed',
  /** The creators the fan follows or subscribes to. */
  following: '/user/following',
  /** What happened for the signed-in user (the bell's page). */
  notifications: '/notifications',
  /** The signed-in user's conversations. */
  messages: '/messages',
  favourites: '/user/favourites',
  watchLater: '/user/watch-later',
  orders: '/user/orders',
  transactions: '/user/transactions',
  downloads: '/user/downloads',
  subscriptions: '/user/subscriptions',
  /** What the user reported, and what came of it. */
  reports: '/user/reports',
  /** The site-wide subscription's packages (the home banner's "Subscribe and save"). */
  subscribe: '/subscribe',
} as const;

/** The request header that carries a page answer's script nonce from the server to the renderer (pages/_document.tsx). */
export const NONCE_HEADER = 'x-nonce';

/** The request header that carries the site's checked origin from the server to the renderer (lib/seo.ts). */
export const ORIGIN_HEADER = 'x-site-origin';
