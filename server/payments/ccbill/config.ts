import { BlockList, isIP } from 'node:net';
import { GatewayUnavailable } from '../gateway';

/** Everything the CCBill gateway needs, read from environment variables (readCcbillConfig). */
export interface CcbillConfig {
  /** CCBILL_CLIENT_ACCNUM: the merchant's main account number. */
  clientAccnum: string;
  /** CCBILL_CLIENT_SUBACC: the subaccount the sales are made on. */
  clientSubacc: string;
  /** CCBILL_FLEXFORM_ID: the FlexForms payment flow (its Flex ID) that shows the dynamic price. */
  flexformId: string;
  /** CCBILL_SALT: the subaccount's encryption key, the secret part of the formDigest. */
  salt: string;
  /** CCBILL_FLEXFORMS_URL: the FlexForms base address, without a trailing slash. */
  flexformsUrl: string;
  /** CCBILL_WEBHOOK_ALLOWED_IPS: the address ranges (CIDR) webhooks are accepted from. */
  webhookAllowedRanges: string[];
  /** CCBILL_WEBHOOK_SECRET: when set, a webhook must carry it in its URL's query (`?secret=`). */
  webhookSecret: string | null;
  /**
   * CCBILL_DATALINK_USERNAME and _PASSWORD (a DataLink user of the account) and CCBILL_DATALINK_URL: how a fan's
   * cancellation here stops CCBill's renewals. null when not set: such subscriptions cannot be cancelled here.
   */
  dataLink: { url: string; username: string; password: string } | null;
}

export const DEFAULT_DATALINK_URL = 'https://datalink.ccbill.com/utils/subscriptionManagement.cgi';

export const DEFAULT_FLEXFORMS_URL = 'https://api.ccbill.com/wap-frontflex/flexforms';

/**
 * The ranges CCBill sends webhooks from: 64.38.212.1-254, 64.38.215.1-254, 64.38.240.1-254 and 64.38.241.1-254,
 * as published in the Webhooks User Guide (https://ccbill.com/doc/webhooks-user-guide). Written as /24s: the only
 * addresses a /24 adds are .0 and .255, which are not host addresses.
 */
export const CCBILL_WEBHOOK_RANGES = ['64.38.212.0/24', '64.38.215.0/24', '64.38.240.0/24', '64.38.241.0/24'];

/** The shortest webhook secret accepted: anything shorter can be guessed. */
export const MIN_WEBHOOK_SECRET_LENGTH = 16;

const REQUIRED = ['CCBILL_CLIENT_ACCNUM', 'CCBILL_CLIENT_SUBACC', 'CCBILL_FLEXFORM_ID', 'CCBILL_SALT'] as const;

/** CCBill is the chosen gateway but its settings are missing or wrong; the message says which and why. */
export class CcbillConfigError extends GatewayUnavailable {
  constructor(problems: string[]) {
    super(`CCBill is the payment gateway but its settings are not usable: ${problems.join('; ')}`);
    this.name = 'CcbillConfigError';
  }
}

/** "64.38.212.0/24" or a single address ("127.0.0.1", "::1"): the address, its prefix length and family. */
export function parseRange(range: string): { address: string; prefix: number; family: 'ipv4' | 'ipv6' } | null {
  const [address, prefixText, extra] = range.trim().split('/');
  const version = isIP(address ?? '');
  if (extra !== undefined || version === 0) return null;
  const family = version === 4 ? 'ipv4' : 'ipv6';
  const max = version === 4 ? 32 : 128;
  if (prefixText === undefined) return { address, prefix: max, family };
  if (!/^\d{1,3}$/.test(prefixText) || Number(prefixText) > max) return null;
  return { address, prefix: Number(prefixText), family };
}

/** The allowed ranges as a node:net BlockList (a list of addresses to match, despite its name). */
export function allowedSources(ranges: string[]): BlockList {
  const list = new BlockList();
  for (const range of ranges) {
    const parsed = parseRange(range);
    if (!parsed) throw new CcbillConfigError([`"${range}" is not an address range such as 64.38.212.0/24`]);
    list.addSubnet(parsed.address, parsed.prefix, parsed.family);
  }
  return list;
}

function absoluteHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/**
 * Reads the CCBill settings from environment variables (process.env in the server; a plain object in tests).
 * Throws CcbillConfigError naming every missing or malformed variable at once.
 */
export function readCcbillConfig(env: Record<string, string | undefined>): CcbillConfig {
  const value = (name: string) => env[name]?.trim() ?? '';
  const problems: string[] = [];

  const missing = REQUIRED.filter((name) => value(name) === '');
  if (missing.length > 0) problems.push(`set ${missing.join(', ')}`);

  for (const name of ['CCBILL_CLIENT_ACCNUM', 'CCBILL_CLIENT_SUBACC'] as const) {
    if (value(name) !== '' && !/^\d+$/.test(value(name))) problems.push(`${name} must be digits only (got "${value(name)}")`);
  }

  const flexformsUrl = (value('CCBILL_FLEXFORMS_URL') || DEFAULT_FLEXFORMS_URL).replace(/\/+$/, '');
  if (!absoluteHttpUrl(flexformsUrl)) problems.push(`CCBILL_FLEXFORMS_URL must be an http(s) address (got "${flexformsUrl}")`);

  const rangesText = value('CCBILL_WEBHOOK_ALLOWED_IPS');
  const webhookAllowedRanges = rangesText
    ? rangesText
        .split(',')
        .map((range) => range.trim())
        .filter((range) => range !== '')
    : [...CCBILL_WEBHOOK_RANGES];
  const badRanges = webhookAllowedRanges.filter((range) => parseRange(range) === null);
  if (badRanges.length > 0) {
    problems.push(`CCBILL_WEBHOOK_ALLOWED_IPS has entries that are not address ranges: ${badRanges.join(', ')}`);
  } else if (webhookAllowedRanges.length === 0) {
    problems.push('CCBILL_WEBHOOK_ALLOWED_IPS lists no range: no webhook could ever be accepted');
  }

  const webhookSecret = value('CCBILL_WEBHOOK_SECRET') || null;
  if (webhookSecret !== null && webhookSecret.length < MIN_WEBHOOK_SECRET_LENGTH) {
    problems.push(`CCBILL_WEBHOOK_SECRET must be at least ${MIN_WEBHOOK_SECRET_LENGTH} characters`);
  }

  const dataLinkUser = value('CCBILL_DATALINK_USERNAME');
  const dataLinkPassword = value('CCBILL_DATALINK_PASSWORD');
  const dataLinkUrl = value('CCBILL_DATALINK_URL') || DEFAULT_DATALINK_URL;
  if ((dataLinkUser === '') !== (dataLinkPassword === '')) problems.push('set both CCBILL_DATALINK_USERNAME and CCBILL_DATALINK_PASSWORD, or neither');
  if (!absoluteHttpUrl(dataLinkUrl)) problems.push(`CCBILL_DATALINK_URL must be an http(s) address (got "${dataLinkUrl}")`);

  if (problems.length > 0) throw new CcbillConfigError(problems);
  return {
    clientAccnum: value('CCBILL_CLIENT_ACCNUM'),
    clientSubacc: value('CCBILL_CLIENT_SUBACC'),
    flexformId: value('CCBILL_FLEXFORM_ID'),
    salt: value('CCBILL_SALT'),
    flexformsUrl,
    webhookAllowedRanges,
    webhookSecret,
    dataLink: dataLinkUser ? { url: dataLinkUrl, username: dataLinkUser, password: dataLinkPassword } : null,
  };
}
