import { badRequest } from '../../http/errors';
import { COMMAND_LINE } from '../audit/actor';
import type { CommandLinePayout } from '../payouts/service';
import type { AdminService } from './service';

export const USAGE = `Usage: npm run admin -- <command>

  settings list                      every setting with its value
  settings set <key> <value>         set a setting (value parsed as JSON when it can be: true, 12, "text")
  maintenance on|off                 turn maintenance mode on or off
  country block <CC> [<CC> ...]      block visitors from countries (ISO codes such as DE, FR)
  country unblock <CC> [<CC> ...]    unblock countries
  country list                       blocked countries
  role grant <user> <role>           give a role (user, performer, admin) to a username or e-mail
  role revoke <user> <role>          take a role away
  user suspend <user> --reason <text>
                                     suspend an account (username or e-mail): its sessions and sockets end at once
  user reinstate <user>              lift a suspension
  coupon create <CODE> --discount <fraction> --uses <n> --expires <YYYY-MM-DD>
                                     a coupon (e.g. SPRING20 --discount 0.2 --uses 100 --expires 2027-06-30)
  coupon list                        every coupon with its discount, uses left, expiry and state
  coupon deactivate <CODE>           stop a coupon from being used
  payout performer [<user>] --until <YYYY-MM-DD> [--reference <text>]
                                     mark earned, unpaid earnings created up to the end of that day (UTC) paid,
                                     of one performer (username or e-mail) or of all, as one payout batch (refunds
                                     of earnings paid before are taken off); prints count and net each
  package create-site --name <name> --price <cents> --period <days> [--one-off]
                                     the site's all-access package (e.g. --name "All access" --price 1999 --period 30)
  package list                       every subscription package with its price, period and state
  package deactivate <id>            stop new subscriptions to a package (running ones keep it)
  subscriptions expire-due           expire every subscription whose access is over (the server does it every minute)
  subscriptions run-due [--at <ISO time>]
                                     charge due sandbox renewals, then expire, as if the time were --at (default now)
  subscriptions fail-next-renewal    the sandbox declines the next renewal it charges (once); for always:
                                     settings set sandboxRenewalOutcome decline`;

/** The value after `--name` in `words`, or the 400 saying it is missing. */
function option(words: string[], name: string): string {
  const at = words.indexOf(`--${name}`);
  const value = at >= 0 ? words[at + 1] : undefined;
  if (value === undefined || value.startsWith('--')) throw badRequest(`Missing --${name} <value>.\n\n${USAGE}`);
  return value;
}

function couponLine(c: { code: string; discount: number; numberOfUses: number; expiredDate: string; active: boolean }): string {
  return `${c.code}  ${Math.round(c.discount * 10000) / 100}% off  ${c.numberOfUses} uses left  expires ${c.expiredDate}${c.active ? '' : '  (deactivated)'}`;
}

function payoutLines(paid: CommandLinePayout[], until: string): string {
  if (paid.length === 0) return `nothing to pay up to ${until}`;
  const cents = (n: number) => (n / 100).toFixed(2);
  return paid.map((p) => `${p.username}  ${p.count} earnings  net ${cents(p.netCents)}`).join('\n');
}

function packageLine(p: {
  _id: string;
  name: string;
  performerName: string | null;
  price: number;
  currency: string;
  periodDays: number;
  recurring: boolean;
  active: boolean;
}): string {
  const owner = p.performerName ?? 'site-wide';
  return `${p._id}  ${p.name} (${owner})  ${p.price} cents ${p.currency} every ${p.periodDays} days${p.recurring ? '' : ' (one-off)'}${p.active ? '' : '  (deactivated)'}`;
}

/** A whole number given as --name, or the 400 saying so. */
function integerOption(words: string[], name: string): number {
  const value = Number(option(words, name));
  if (!Number.isInteger(value) || value < 1) throw badRequest(`--${name} takes a whole number above 0.`);
  return value;
}

function parseValue(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return raw;
  }
}

/** Runs one admin command given as words; returns what to print. */
export async function runAdminCommand(admin: AdminService, args: string[]): Promise<string> {
  const [group, action, ...rest] = args;
  const need = (n: number) => {
    if (rest.length < n) throw badRequest(`Missing arguments.\n\n${USAGE}`);
  };
  switch (`${group} ${action}`) {
    case 'settings list':
      return (await admin.listSettings()).map((s) => `${s.key} = ${JSON.stringify(s.value)}`).join('\n');
    case 'settings set':
      need(2);
      await admin.setSetting(rest[0], parseValue(rest.slice(1).join(' ')), COMMAND_LINE);
      return `${rest[0]} set`;
    case 'maintenance on':
    case 'maintenance off':
      await admin.setSetting('maintenanceMode', action === 'on', COMMAND_LINE);
      return `maintenance mode ${action}`;
    case 'country block':
    case 'country unblock':
      need(1);
      for (const code of rest) await (action === 'block' ? admin.blockCountry(code, COMMAND_LINE) : admin.unblockCountry(code, COMMAND_LINE));
      return `blocked countries: ${(await admin.blockedCountries()).join(', ') || 'none'}`;
    case 'country list':
      return `blocked countries: ${(await admin.blockedCountries()).join(', ') || 'none'}`;
    case 'role grant':
    case 'role revoke':
      need(2);
      return `${rest[0]} now has roles: ${(await admin.setRole(rest[0], rest[1], action === 'grant', COMMAND_LINE)).join(', ')}`;
    case 'user suspend': {
      need(1);
      const reason = rest.slice(rest.indexOf('--reason') + 1).join(' ');
      if (!rest.includes('--reason') || !reason.trim()) throw badRequest(`Missing --reason <text>.\n\n${USAGE}`);
      const user = await admin.suspend(rest[0], reason, COMMAND_LINE);
      return `${user.username} is suspended (${user.suspensionReason})`;
    }
    case 'user reinstate':
      need(1);
      return `${(await admin.reinstate(rest[0], COMMAND_LINE)).username} is active again`;
    case 'coupon create': {
      need(1);
      const discount = Number(option(rest, 'discount'));
      const numberOfUses = Number(option(rest, 'uses'));
      if (!Number.isFinite(discount) || !Number.isFinite(numberOfUses)) throw badRequest('--discount and --uses take numbers');
      return `created ${couponLine(await admin.coupons().create({ code: rest[0], discount, numberOfUses, expiredDate: option(rest, 'expires') }, COMMAND_LINE))}`;
    }
    case 'coupon list':
      return (await admin.coupons().list()).map(couponLine).join('\n') || 'no coupons';
    case 'coupon deactivate':
      need(1);
      return `deactivated ${couponLine(await admin.coupons().deactivate({ code: rest[0] }, COMMAND_LINE))}`;
    case 'payout performer': {
      const until = option(rest, 'until');
      const reference = rest.includes('--reference') ? option(rest, 'reference') : undefined;
      const named = rest.filter((word, at) => !word.startsWith('--') && rest[at - 1] !== '--until' && rest[at - 1] !== '--reference');
      if (named.length > 1) throw badRequest(`payout performer takes one user at most.\n\n${USAGE}`);
      return payoutLines(await admin.payOut(named[0], until, reference, COMMAND_LINE), until);
    }
    case 'package create-site': {
      const body = {
        name: option(rest, 'name'),
        price: integerOption(rest, 'price'),
        periodDays: integerOption(rest, 'period'),
        recurring: !rest.includes('--one-off'),
      };
      return `created ${packageLine(await admin.packages().createSiteWide(body))}`;
    }
    case 'package list':
      return (await admin.packages().listAll()).map(packageLine).join('\n') || 'no packages';
    case 'package deactivate':
      need(1);
      return `deactivated ${packageLine(await admin.packages().deactivate(null, rest[0]))}`;
    case 'subscriptions expire-due':
      return `expired ${await admin.expireDueSubscriptions(COMMAND_LINE)} subscription(s)`;
    case 'subscriptions run-due': {
      const at = rest.includes('--at') ? new Date(option(rest, 'at')) : undefined;
      if (at && Number.isNaN(at.getTime())) throw badRequest('--at takes an ISO time, such as 2026-12-24T12:00:00Z.');
      const run = await admin.runDueSubscriptions(at, COMMAND_LINE);
      return `renewed ${run.renewed}, declined ${run.declined}, undelivered ${run.undelivered}, expired ${run.expired}`;
    }
    case 'subscriptions fail-next-renewal':
      await admin.failNextRenewal(COMMAND_LINE);
      return 'the next sandbox renewal will be declined';
    default:
      throw badRequest(USAGE);
  }
}
