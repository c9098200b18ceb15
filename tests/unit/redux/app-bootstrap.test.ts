import type { IncomingMessage, ServerResponse } from 'http';
import Router from 'next/router';
import { loadSiteState, restoreSession } from '../../../redux/app-bootstrap';
import { makeStore, type AppStore } from '../../../redux/store';
import { sessionRestored } from '../../../redux/auth/slice';
import { ageVerificationService } from '../../../services/age-verification.service';
import { geoService } from '../../../services/geo.service';
import { settingsService } from '../../../services/settings.service';
import { userService } from '../../../services/user.service';
import { selectAuthUser } from '../../../redux/user/selectors';
import { makeUser } from '../helpers/fixtures';

jest.mock('next/router', () => ({ __esModule: true, default: { replace: jest.fn() } }));
jest.mock('../../../services/user.service', () => ({ userService: { me: jest.fn() } }));
jest.mock('../../../services/settings.service', () => ({ settingsService: { getPublic: jest.fn() } }));
jest.mock('../../../services/geo.service', () => ({ geoService: { check: jest.fn() } }));
jest.mock('../../../services/age-verification.service', () => ({ ageVerificationService: { enabled: jest.fn() } }));

const me = jest.mocked(userService.me);
const replace = jest.mocked(Router.replace);
const ageCheck = jest.mocked(ageVerificationService.enabled);

function serverCtx(cookie?: string, extraHeaders: Record<string, string> = {}) {
  const res = { headersSent: false, writeHead: jest.fn(), end: jest.fn(), setHeader: jest.fn() };
  const req = { headers: { ...(cookie ? { cookie } : {}), 'user-agent': 'UA', ...extraHeaders }, socket: { remoteAddress: '127.0.0.1' } };
  return { req: req as unknown as IncomingMessage, res: res as unknown as ServerResponse, mock: res };
}

let store: AppStore;

beforeEach(() => {
  jest.clearAllMocks();
  jest.spyOn(console, 'error').mockImplementation(() => {});
  store = makeStore();
  ageCheck.mockResolvedValue({ enabled: false, country: null });
  document.cookie = 'token=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
});

afterEach(() => jest.restoreAllMocks());

describe('restoreSession on the server', () => {
  it('sends a page needing authentication without a token to /auth/login with a 302', async () => {
    const ctx = serverCtx();
    await expect(restoreSession(store, ctx, { authenticate: true })).resolves.toBe('redirected');
    expect(ctx.mock.writeHead).toHaveBeenCalledWith(302, { Location: '/auth/login' });
    expect(ctx.mock.end).toHaveBeenCalled();
    expect(me).not.toHaveBeenCalled();
  });

  it('asks the login page to come back to the page afterwards', async () => {
    const ctx = { ...serverCtx(), asPath: '/user/account?tab=password' };
    await expect(restoreSession(store, ctx, { authenticate: true })).resolves.toBe('redirected');
    expect(ctx.mock.writeHead).toHaveBeenCalledWith(302, { Location: '/auth/login?next=%2Fuser%2Faccount%3Ftab%3Dpassword' });
  });

  it('does not redirect when the page says noredirect', async () => {
    const ctx = serverCtx();
    await expect(restoreSession(store, ctx, { authenticate: true, noredirect: true })).resolves.toBe('ok');
    expect(ctx.mock.writeHead).not.toHaveBeenCalled();
  });

  it('restores the session with the cookie token and the visitor headers', async () => {
    const user = makeUser();
    me.mockResolvedValue(user);
    const ctx = serverCtx('token=abc');
    await expect(restoreSession(store, ctx, { authenticate: true })).resolves.toBe('ok');
    expect(me).toHaveBeenCalledWith({
      token: 'abc',
      headers: { 'x-forwarded-for': '127.0.0.1', 'user-agent': 'UA' },
    });
    expect(store.getState().auth).toMatchObject({ loggedIn: true });
    expect(selectAuthUser(store.getState())).toEqual(user);
    expect(store.getState().user.current).toEqual(user);
  });

  it('restores the session on pages that do not need authentication', async () => {
    me.mockResolvedValue(makeUser());
    await expect(restoreSession(store, serverCtx('token=abc'), {})).resolves.toBe('ok');
    expect(store.getState().auth.loggedIn).toBe(true);
  });

  it('redirects when the check fails, and drops a refused token cookie', async () => {
    me.mockRejectedValue({ statusCode: 401, error: 'Unauthorized', message: 'expired' });
    const ctx = serverCtx('token=stale');
    await expect(restoreSession(store, ctx, { authenticate: true })).resolves.toBe('redirected');
    expect(ctx.mock.setHeader).toHaveBeenCalledWith('Set-Cookie', 'token=; Path=/; Max-Age=0; SameSite=Lax');
    expect(ctx.mock.writeHead).toHaveBeenCalledWith(302, { Location: '/auth/login' });
    expect(store.getState().auth.loggedIn).toBe(false);
  });

  it('drops a refused token cookie with Secure when the page was requested over HTTPS', async () => {
    me.mockRejectedValue({ statusCode: 401, error: 'Unauthorized', message: 'expired' });
    const ctx = serverCtx('token=stale', { 'x-forwarded-proto': 'https' });
    await restoreSession(store, ctx, {});
    expect(ctx.mock.setHeader).toHaveBeenCalledWith('Set-Cookie', 'token=; Path=/; Max-Age=0; SameSite=Lax; Secure');
  });

  it('redirects on any other failure too, keeping the cookie', async () => {
    me.mockRejectedValue({ statusCode: 0, error: 'NetworkError', message: 'down' });
    const ctx = serverCtx('token=abc');
    await expect(restoreSession(store, ctx, { authenticate: true })).resolves.toBe('redirected');
    expect(ctx.mock.setHeader).not.toHaveBeenCalled();
  });

  it('stays on a public page when the check fails', async () => {
    me.mockRejectedValue({ statusCode: 401, error: 'Unauthorized', message: 'expired' });
    const ctx = serverCtx('token=stale');
    await expect(restoreSession(store, ctx, {})).resolves.toBe('ok');
    expect(ctx.mock.writeHead).not.toHaveBeenCalled();
  });
});

describe('restoreSession on pages for visitors only (log in, register)', () => {
  it('sends a logged-in user on to their feed, or to the page the link asked to come back to', async () => {
    me.mockResolvedValue(makeUser());
    const home = serverCtx('token=abc');
    await expect(restoreSession(store, home, { guestOnly: true })).resolves.toBe('redirected');
    expect(home.mock.writeHead).toHaveBeenCalledWith(302, { Location: '/feed' });

    store = makeStore();
    const back = { ...serverCtx('token=abc'), asPath: '/auth/login?next=%2Fvideos%2Fa-video' };
    await expect(restoreSession(store, back, { guestOnly: true })).resolves.toBe('redirected');
    expect(back.mock.writeHead).toHaveBeenCalledWith(302, { Location: '/videos/a-video' });
  });

  it('never sends anyone off-site, and lets a visitor in', async () => {
    me.mockResolvedValue(makeUser());
    const offsite = { ...serverCtx('token=abc'), asPath: '/auth/login?next=https%3A%2F%2Fevil.example' };
    await restoreSession(store, offsite, { guestOnly: true });
    expect(offsite.mock.writeHead).toHaveBeenCalledWith(302, { Location: '/feed' });
    const visitor = serverCtx();
    await expect(restoreSession(makeStore(), visitor, { guestOnly: true })).resolves.toBe('ok');
    expect(visitor.mock.writeHead).not.toHaveBeenCalled();
  });

  it('sends a user already logged in in the browser on too', async () => {
    document.cookie = 'token=abc; path=/';
    store.dispatch(sessionRestored(makeUser()));
    await expect(restoreSession(store, {}, { guestOnly: true })).resolves.toBe('redirected');
    expect(replace).toHaveBeenCalledWith('/feed');
  });
});

describe('restoreSession and age verification', () => {
  it('asks an unverified user to verify when the check says it applies (with the visitor headers)', async () => {
    me.mockResolvedValue(makeUser({ verifymyage_verified: false }));
    ageCheck.mockResolvedValue({ enabled: true, country: 'GB' });
    await restoreSession(store, serverCtx('token=abc'), {});
    expect(ageCheck).toHaveBeenCalledWith({ token: 'abc', headers: { 'x-forwarded-for': '127.0.0.1', 'user-agent': 'UA' } });
    expect(store.getState().auth.verificationRequired).toBe(true);
  });

  it('does not ask when verification does not apply to this visitor', async () => {
    me.mockResolvedValue(makeUser({ verifymyage_verified: false }));
    await restoreSession(store, serverCtx('token=abc'), {});
    expect(store.getState().auth.verificationRequired).toBe(false);
  });

  it('never asks a verified user, nor checks', async () => {
    me.mockResolvedValue(makeUser({ verifymyage_verified: true }));
    await restoreSession(store, serverCtx('token=abc'), {});
    expect(ageCheck).not.toHaveBeenCalled();
    expect(store.getState().auth.verificationRequired).toBe(false);
  });

  it('does not prompt on the steps of the verification itself (the callback, the simulator)', async () => {
    me.mockResolvedValue(makeUser({ verifymyage_verified: false }));
    ageCheck.mockResolvedValue({ enabled: true, country: 'GB' });
    await restoreSession(store, serverCtx('token=abc'), { agePrompt: false });
    expect(store.getState().auth.verificationRequired).toBe(false);
  });

  it('treats a failing check as enabled, and logs it', async () => {
    me.mockResolvedValue(makeUser({ verifymyage_verified: false }));
    ageCheck.mockRejectedValue({ statusCode: 500, error: 'Internal Server Error', message: 'boom' });
    await restoreSession(store, serverCtx('token=abc'), {});
    expect(console.error).toHaveBeenCalled();
    expect(store.getState().auth.verificationRequired).toBe(true);
  });
});

describe('restoreSession in the browser', () => {
  it('uses Router.replace to go to /auth/login', async () => {
    await expect(restoreSession(store, {}, { authenticate: true })).resolves.toBe('redirected');
    expect(replace).toHaveBeenCalledWith('/auth/login');
  });

  it('keeps a live session without asking the API again', async () => {
    document.cookie = 'token=abc; path=/';
    store.dispatch(sessionRestored(makeUser()));
    await expect(restoreSession(store, {}, { authenticate: true })).resolves.toBe('ok');
    expect(me).not.toHaveBeenCalled();
  });

  it('forgets a session whose cookie has gone', async () => {
    store.dispatch(sessionRestored(makeUser()));
    await expect(restoreSession(store, {}, {})).resolves.toBe('ok');
    expect(store.getState().auth.loggedIn).toBe(false);
  });
});

describe('loadSiteState', () => {
  it('loads settings and the country block into the ui slice', async () => {
    jest.mocked(settingsService.getPublic).mockResolvedValue({ siteName: 'Fans', maintenanceMode: true });
    jest.mocked(geoService.check).mockResolvedValue({ blocked: true });
    await loadSiteState(store, { headers: { 'cf-ipcountry': 'KP' } });
    expect(settingsService.getPublic).toHaveBeenCalledWith('', { headers: { 'cf-ipcountry': 'KP' } });
    expect(geoService.check).toHaveBeenCalledWith({ headers: { 'cf-ipcountry': 'KP' } });
    expect(store.getState().ui).toMatchObject({ siteName: 'Fans', maintenanceMode: true, geoBlocked: true });
  });

  it('keeps the defaults when the calls fail', async () => {
    jest.mocked(settingsService.getPublic).mockRejectedValue({ statusCode: 500 });
    jest.mocked(geoService.check).mockRejectedValue({ statusCode: 500 });
    await loadSiteState(store, {});
    expect(store.getState().ui).toMatchObject({ siteName: 'Limelight', geoBlocked: false, maintenanceMode: false });
  });
});
