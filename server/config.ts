import os from 'node:os';
import { GOOGLE_VERIFY_URL } from './captcha/recaptcha';
import path from 'node:path';
import { MIN_SECRET_LENGTH } from './secret-file';
import { storageConfigFromEnv, type StorageEnvConfig } from './storage/config';
import type { QueueTiming } from './jobs/queue';

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** Public address of the site, used in e-mailed links. */
  siteUrl: string;
  /**
   * The origin of SITE_URL when it is set: the one origin whose pages may open a socket. Null (SITE_URL unset):
   * only pages of the origin the socket is opened on (Origin compared with Host).
   */
  siteOrigin: string | null;
  dataDir: string;
  databaseUrl: string | null;
  smtpUrl: string | null;
  mailFrom: string;
  /** Request header holding the visitor's country, set by a trusted CDN (e.g. cf-ipcountry). */
  countryHeader: string | null;
  trustProxy: boolean | string;
  authRateLimitPerMinute: number;
  logLevel: string;
  seedDemoData: boolean;
  /** With seedDemoData: also the demo catalogue (media generation takes ~30 s); off = demo accounts only. */
  seedDemoCatalogue: boolean;
  /**
   * RUN_JOBS: this process also works the job queue (renewals, expiry; the embedded default). False on web processes
   * of a deployment that runs `npm run worker` separately.
   */
  runJobs: boolean;
  /**
   * How a process that works the queue processes uploaded videos: VIDEO_WORKER_CONCURRENCY videos at once (default
   * 1), ffmpeg with FFMPEG_THREADS threads each (default: half the machine's cores) at FFMPEG_NICENESS (0-19, default
   * 10) and, unless FFMPEG_SCHED_IDLE=false, under Linux's SCHED_IDLE: pages stay fast while a video transcodes.
   */
  videoProcessing: { concurrency: number; ffmpegThreads: number; niceness: number; idleScheduling: boolean };
  /**
   * How soon a job whose worker was killed is retried: JOB_HEARTBEAT_SECONDS (a job whose heartbeat stops this long is
   * taken for lost; at least 10), JOB_SUPERVISE_SECONDS (how often that is looked for) and JOB_RETRY_DELAY_SECONDS (the
   * first retry's wait, doubling after). Unset: the queue's own (30, 60 and 15 s: server/jobs/queue.ts).
   */
  jobTiming: Partial<QueueTiming>;
  /** socket.io events and cache invalidations cross processes through this Redis when set. */
  redisUrl: string | null;
  /** How long an anonymous public read may be answered from the in-process cache (0 = no cache). */
  readCacheTtlMs: number;
  /** How long a resolved session is reused before the database is asked again (revocations clear it at once). */
  sessionCacheTtlMs: number;
  /** How long an anonymous server-rendered page may be answered from the in-process page cache (0 = never). */
  pageCacheTtlMs: number;
  /** Local disk under DATA_DIR/files, or S3 when S3_BUCKET is set; the secret that signs protected file links. */
  storage: StorageEnvConfig;
  /** PAYMENT_GATEWAY: the gateway new orders go to, over the paymentGateway setting (null: the setting decides). */
  paymentGateway: string | null;
  /** The gateways' own settings (the CCBILL_* variables), read when a gateway is first used. */
  gatewayEnv: Env;
  /** RECAPTCHA_VERIFY_URL (Google's siteverify by default) and RECAPTCHA_SECRET_KEY (over the recaptchaSecretKey setting). */
  recaptcha: { verifyUrl: string; secretKey: string | null };
  /** AGE_VERIFICATION_* and VERIFYMYAGE_*: each, when set, wins over its setting (null: the setting decides). */
  ageVerification: AgeVerificationEnv;
  /**
   * SANDBOX_WEBHOOK_SECRET, AGE_SIMULATOR_SECRET and PAYOUT_DETAILS_KEY (FILE_URL_SECRET is in storage): null keeps a
   * random one in DATA_DIR, which only one process sees.
   */
  secrets: { sandboxWebhook: string | null; ageSimulator: string | null; payoutDetails: string | null };
}

/**
 * The secrets every process of a site must share: what one signs, another checks (a file link, a sandbox webhook,
 * a simulator code). Kept in DATA_DIR when unset, which is per process.
 */
export const SHARED_SECRET_VARIABLES = ['FILE_URL_SECRET', 'SANDBOX_WEBHOOK_SECRET', 'AGE_SIMULATOR_SECRET', 'PAYOUT_DETAILS_KEY'] as const;

/** Thrown by loadConfig for a configuration the server must not start with. */
export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

/**
 * A process joining a multi-process deployment (REDIS_URL set) refuses to start without the shared secrets, rather
 * than start and refuse the other processes' links and webhooks later.
 */
function checkSharedSecrets(env: Env): void {
  if (!env.REDIS_URL) return;
  const short = SHARED_SECRET_VARIABLES.filter((name) => env[name] && env[name]!.length < MIN_SECRET_LENGTH);
  if (short.length > 0) throw new ConfigError(`${short.join(', ')} must be at least ${MIN_SECRET_LENGTH} characters long.`);
  const missing = SHARED_SECRET_VARIABLES.filter((name) => !env[name]);
  if (missing.length > 0) {
    throw new ConfigError(
      `REDIS_URL is set, so several processes serve this site: set ${missing.join(', ')} (${MIN_SECRET_LENGTH}+ characters, the same in every process). ` +
        'Without them each process would make its own in its DATA_DIR, and one process would refuse what another signed.',
    );
  }
}

export interface AgeVerificationEnv {
  enabled: boolean | null;
  /** ISO codes where it applies; an empty list: every country. */
  countries: string[] | null;
  provider: string | null;
  clientId: string | null;
  clientSecret: string | null;
  baseUrl: string | null;
}

function ageVerificationEnv(env: Env): AgeVerificationEnv {
  const countries = env.AGE_VERIFICATION_COUNTRIES;
  return {
    enabled: env.AGE_VERIFICATION_ENABLED ? bool(env.AGE_VERIFICATION_ENABLED, false) : null,
    countries:
      countries === undefined
        ? null
        : countries
            .split(',')
            .map((c) => c.trim().toUpperCase())
            .filter(Boolean),
    provider: env.AGE_VERIFICATION_PROVIDER || null,
    clientId: env.VERIFYMYAGE_CLIENT_ID || null,
    clientSecret: env.VERIFYMYAGE_CLIENT_SECRET || null,
    baseUrl: env.VERIFYMYAGE_BASE_URL || null,
  };
}

function int(value: string | undefined, fallback: number): number {
  const n = Number.parseInt(value ?? '', 10);
  return Number.isFinite(n) ? n : fallback;
}

function bool(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return ['1', 'true', 'yes', 'on'].includes(value.toLowerCase());
}

function jobTimingFromEnv(env: Env): Partial<QueueTiming> {
  const timing: Partial<QueueTiming> = {};
  const seconds = (name: string, min: number): number | undefined => {
    const n = Number.parseInt(env[name] ?? '', 10);
    return Number.isFinite(n) ? Math.max(min, n) : undefined;
  };
  const heartbeat = seconds('JOB_HEARTBEAT_SECONDS', 10);
  const supervise = seconds('JOB_SUPERVISE_SECONDS', 1);
  const retryDelay = seconds('JOB_RETRY_DELAY_SECONDS', 0);
  if (heartbeat !== undefined) timing.heartbeatSeconds = heartbeat;
  if (supervise !== undefined) timing.superviseSeconds = supervise;
  if (retryDelay !== undefined) timing.retryDelaySeconds = retryDelay;
  return timing;
}

function originOf(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    throw new Error(`SITE_URL must be an absolute address such as https://example.com (got "${url}")`);
  }
}

/** Environment variables as plain strings (a partial set is fine: tests pass only what they change). */
export type Env = Record<string, string | undefined>;

export function loadConfig(env: Env = process.env): AppConfig {
  const mode = env.NODE_ENV === 'production' ? 'production' : env.NODE_ENV === 'test' ? 'test' : 'development';
  const port = int(env.PORT, 3000);
  const trustProxy = env.TRUST_PROXY ?? 'loopback';
  checkSharedSecrets(env);
  return {
    env: mode,
    port,
    host: env.HOST || '0.0.0.0',
    siteUrl: (env.SITE_URL || `http://localhost:${port}`).replace(/\/$/, ''),
    siteOrigin: env.SITE_URL ? originOf(env.SITE_URL) : null,
    dataDir: path.resolve(env.DATA_DIR || './data'),
    databaseUrl: env.DATABASE_URL || null,
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM || 'Limelight <no-reply@limelight.local>',
    countryHeader: env.COUNTRY_HEADER ? env.COUNTRY_HEADER.toLowerCase() : null,
    trustProxy: trustProxy === 'true' ? true : trustProxy === 'false' ? false : trustProxy,
    authRateLimitPerMinute: int(env.AUTH_RATE_LIMIT_PER_MINUTE, 20),
    logLevel: env.LOG_LEVEL || (mode === 'test' ? 'silent' : 'info'),
    seedDemoData: bool(env.SEED_DEMO_DATA, true),
    seedDemoCatalogue: bool(env.SEED_DEMO_CATALOGUE, true),
    runJobs: bool(env.RUN_JOBS, true),
    videoProcessing: {
      concurrency: Math.max(1, int(env.VIDEO_WORKER_CONCURRENCY, 1)),
      ffmpegThreads: Math.max(1, int(env.FFMPEG_THREADS, Math.floor(os.availableParallelism() / 2))),
      niceness: Math.min(19, Math.max(0, int(env.FFMPEG_NICENESS, 10))),
      idleScheduling: bool(env.FFMPEG_SCHED_IDLE, true),
    },
    jobTiming: jobTimingFromEnv(env),
    redisUrl: env.REDIS_URL || null,
    readCacheTtlMs: Math.max(0, int(env.READ_CACHE_TTL_MS, 5000)),
    sessionCacheTtlMs: Math.max(0, int(env.SESSION_CACHE_TTL_MS, 30_000)),
    pageCacheTtlMs: Math.max(0, int(env.PAGE_CACHE_TTL_MS, 3000)),
    storage: storageConfigFromEnv(env),
    paymentGateway: env.PAYMENT_GATEWAY || null,
    gatewayEnv: Object.fromEntries(Object.entries(env).filter(([name]) => name.startsWith('CCBILL_'))),
    recaptcha: { verifyUrl: env.RECAPTCHA_VERIFY_URL || GOOGLE_VERIFY_URL, secretKey: env.RECAPTCHA_SECRET_KEY || null },
    ageVerification: ageVerificationEnv(env),
    secrets: {
      sandboxWebhook: env.SANDBOX_WEBHOOK_SECRET || null,
      ageSimulator: env.AGE_SIMULATOR_SECRET || null,
      payoutDetails: env.PAYOUT_DETAILS_KEY || null,
    },
  };
}
