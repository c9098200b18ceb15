import type { NextPageContext } from 'next';
import type { PageStatics } from '../types/page';
import { PAGE_ROUTES } from '../lib/constants';
import { expiredTokenCookie, getToken, isSecureRequest, removeToken } from '../lib/cookies';
import { statusOf } from '../lib/errors';
import { normalizeUser } from '../lib/user';
import { viewerTemplateOf } from '../lib/viewer-template';
import { redirect } from '../lib/redirect';
import { loginPath, RETURN_PARAM, safeReturnPath } from '../lib/return-path';
import { requestOptions, type ServiceOptions } from '../lib/request-options';
import { geoService } from '../services/geo.service';
import { settingsService } from '../services/settings.service';
import { userService } from '../services/user.service';
import { verificationApplies } from './age-verification/applies';
import { ageVerificationRequired, sessionCleared, sessionRestored } from './auth/slice';
import type { AppStore } from './store';
import { selectAuthUser } from './user/selectors';
import { countryChecked, settingsLoaded } from './ui/slice';

type Ctx = Pick<NextPageContext, 'req' | 'res'> & Partial<Pick<NextPageContext, 'asPath'>>;

/** Public settings into the UI slice and the country-block check. A failing call keeps the defaults. */
export async function loadSiteState(store: AppStore, options: ServiceOptions): Promise<void> {
  const [settings, geo] = await Promise.allSettled([settingsService.getPublic('', options), geoService.check(options)]);
  if (settings.status === 'fulfilled') store.dispatch(settingsLoaded(settings.value));
  else console.error('Loading public settings failed.', settings.reason);
  if (geo.status === 'fulfilled') store.dispatch(countryChecked({ blocked: Boolean(geo.value.blocked) }));
  else console.error('Country block check failed.', geo.reason);
}

function dropStaleToken(ctx: Ctx): void {
  if (ctx.res) {
    if (!ctx.res.headersSent) ctx.res.setHeader('Set-Cookie', expiredTokenCookie(Boolean(ctx.req && isSecureRequest(ctx.req))));
  } else {
    removeToken();
  }
}

export type SessionOutcome = 'ok' | 'redirected';

/** The page a link asked to come back to (?next=), when it is one of ours. */
function returnPathIn(asPath: string | undefined): string | null {
  if (!asPath) return null;
  return safeReturnPath(new URL(asPath, 'http://site.invalid').searchParams.get(RETURN_PARAM));
}

/**
 * Spec 6: a token cookie restores the session (GET /users/me with an explicit Authorization header).
 * An unverified user who must verify their age (the visitor's country decides) gets the age prompt.
 * A page that needs authentication without a valid user, or whose check fails, goes to /auth/login
 * (asked to come back to it afterwards) unless it declares noredirect; a page for visitors only sends a
 * logged-in user on. A shared signed-in render (lib/viewer-template.ts) has its stand-in user instead of a token.
 */
export async function restoreSession(store: AppStore, ctx: Ctx, statics: PageStatics): Promise<SessionOutcome> {
  const mayRedirect = Boolean(statics.authenticate) && !statics.noredirect;
  const toLogin = async (): Promise<SessionOutcome> => {
    if (!mayRedirect) return 'ok';
    await redirect(ctx, loginPath(ctx.asPath));
    return 'redirected';
  };

  const signedIn = async (): Promise<SessionOutcome> => {
    if (!statics.guestOnly) return 'ok';
    await redirect(ctx, returnPathIn(ctx.asPath) ?? PAGE_ROUTES.feed);
    return 'redirected';
  };

  // Only ever on the server (the browser's bundle leaves it out).
  const template = typeof window === 'undefined' ? viewerTemplateOf(ctx.req) : null;
  if (template) {
    store.dispatch(sessionRestored(normalizeUser(template)));
    const mayPrompt = statics.agePrompt !== false && !template.verifymyage_verified;
    if (mayPrompt && (await verificationApplies(requestOptions(ctx.req)))) store.dispatch(ageVerificationRequired());
    return signedIn();
  }

  const token = getToken(ctx.req);
  const { auth } = store.getState();
  if (!token) {
    if (auth.loggedIn) store.dispatch(sessionCleared());
    return toLogin();
  }
  if (selectAuthUser(store.getState())) return signedIn();
  try {
    const options = { ...requestOptions(ctx.req), token };
    const user = await userService.me(options);
    store.dispatch(sessionRestored(user));
    // As after a login: a user who must verify their age and has not is asked to, on every fresh load.
    const mayPrompt = statics.agePrompt !== false && !user.verifymyage_verified;
    if (mayPrompt && (await verificationApplies(options))) store.dispatch(ageVerificationRequired());
    return signedIn();
  } catch (error) {
    if (statusOf(error) === 401) dropStaleToken(ctx);
    store.dispatch(sessionCleared());
    return toLogin();
  }
}
