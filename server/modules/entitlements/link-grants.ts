import type { FastifyRequest } from 'fastify';
import type { FileGrant, FileGrantGuard, GrantRefusal, LinkGrant } from '../../storage';
import type { Clock } from '../../clock';
import type { SubscriptionRow, UserRow } from '../../db/schema';
import { headerOrCookieSession } from '../auth/cookie-session';
import type { Session } from '../auth/sessions';
import type { PurchaseGrant } from '../purchases/service';
import { hasAccess } from '../subscriptions/lifecycle';

// A protected file link names the grant it was issued for (storage/signed-url.ts carries it, signed). The kinds:
//   purchase.<purchases.id>.<version>          a bought video, gallery or product; revoked when the row is gone
//                                              (an order reversed, or only its line)
//   subscription.<subscriptions.id>.<version>  subscriber content; revoked once the subscription gives no access
//                                              (the liveness rule: lifecycle.hasAccess, as entitlements read it)
//   owner.<user id>.0                          the performer's own asset; revoked when the account closes
//   free.<asset id>.0                          free content, bound to no account; nothing to revoke
// The version is the grant row's creation time (ms, base 36): a grant is never re-made under an old id, and a new
// grant after a revocation (buying again, subscribing again) is a new row, so its links differ from the old ones.

export type GrantKind = 'purchase' | 'subscription' | 'owner' | 'free';

/** A grant row's generation, as links carry it. */
export const grantVersion = (createdAt: Date | string): string => new Date(createdAt).getTime().toString(36);

export const purchaseLink = (p: PurchaseGrant): LinkGrant => ({ grant: { kind: 'purchase', id: p.id, version: grantVersion(p.grantedAt) }, userId: p.userId });

export const subscriptionLink = (s: Pick<SubscriptionRow, 'id' | 'user_id' | 'created_at'>): LinkGrant => ({
  grant: { kind: 'subscription', id: s.id, version: grantVersion(s.created_at) },
  userId: s.user_id,
});

export const ownerLink = (userId: string): LinkGrant => ({ grant: { kind: 'owner', id: userId, version: '0' }, userId });

export const freeLink = (assetId: string): LinkGrant => ({ grant: { kind: 'free', id: assetId, version: '0' }, userId: null });

const gone = (code: string, why: string): GrantRefusal => ({
  status: 410,
  code,
  message: `This link is no longer valid: ${why}. Reload the page to see what you can open now.`,
});

export const REFUSALS = {
  purchase: gone('PURCHASE_REVOKED', 'the purchase it was issued for was refunded'),
  subscription: gone('SUBSCRIPTION_ENDED', 'the subscription it was issued for has ended'),
  owner: gone('OWNERSHIP_ENDED', 'the account it was issued to is closed'),
  unknown: { status: 403, code: 'INVALID_GRANT', message: 'This file link names a grant this site does not issue.' } as GrantRefusal,
};

export interface LinkGuardDeps {
  purchases: { grantById(id: string): Promise<PurchaseGrant | undefined> };
  subscriptions: { byId(id: string): Promise<SubscriptionRow | undefined>; clock: Clock };
  accounts: { accountOf(userId: string): Promise<UserRow | undefined> };
  sessions: { resolve(token: string): Promise<Session | null> };
}

/**
 * The origin's check of a protected link's grant (the file route calls it on every request, Range and
 * revalidation included): one primary-key lookup of the grant's row, plus the session (cached by SessionService)
 * when the link is bound to an account.
 */
export class LinkGuard implements FileGrantGuard {
  constructor(private readonly deps: LinkGuardDeps) {}

  /**
   * Who is signed in: the Authorization header (already resolved by the auth hook), else the site's token cookie,
   * which a browser sends with a <video> or a download on the same site. No valid session: null.
   */
  async viewerOf(request: FastifyRequest): Promise<string | null> {
    return (await headerOrCookieSession(request, this.deps.sessions))?.user.id ?? null;
  }

  async check(grant: FileGrant, userId: string | null): Promise<GrantRefusal | null> {
    switch (grant.kind as GrantKind) {
      case 'free':
        return userId === null ? null : REFUSALS.unknown;
      case 'purchase': {
        const row = userId ? await this.deps.purchases.grantById(grant.id) : undefined;
        return row && row.userId === userId && grantVersion(row.grantedAt) === grant.version ? null : REFUSALS.purchase;
      }
      case 'subscription': {
        const row = userId ? await this.deps.subscriptions.byId(grant.id) : undefined;
        const stands =
          row !== undefined && row.user_id === userId && grantVersion(row.created_at) === grant.version && hasAccess(row, this.deps.subscriptions.clock.now());
        return stands ? null : REFUSALS.subscription;
      }
      case 'owner': {
        if (userId !== grant.id) return REFUSALS.unknown;
        const account = await this.deps.accounts.accountOf(userId);
        return account?.status === 'active' ? null : REFUSALS.owner;
      }
      default:
        return REFUSALS.unknown;
    }
  }
}
