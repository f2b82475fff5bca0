/**
 * The server's configuration: every variable read once, here, validated at boot. A bad
 * value stops the process with a list of every problem. Documented in `.env.example`.
 */
import { z } from 'zod';

const bool = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'on', 'off', 'yes', 'no'])
    .optional()
    .transform((v) => (v === undefined ? fallback : ['true', '1', 'on', 'yes'].includes(v)));

const int = (fallback: number, min: number, max: number) => z.coerce.number().int().min(min).max(max).default(fallback);

const url = z.string().refine((v) => /^(https?:\/\/|\/)/.test(v), { error: 'must be an http(s) URL or an absolute path' });

const schema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    HOST: z.string().default('0.0.0.0'),
    PORT: int(8080, 0, 65535),
    PRODUCT: z
      .string()
      .regex(/^[a-z][a-z0-9]{0,19}$/)
      .default('coal'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, { error: 'must be a postgres:// URL' })
      .optional(),
    DATA_DIR: z.string().default('./data'),
    S3_BUCKET: z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, { error: 'must be an S3 bucket name' })
      .optional(),
    S3_ENDPOINT: z
      .string()
      .regex(/^https?:\/\//, { error: 'must be an http(s) URL' })
      .optional(),
    S3_REGION: z.string().default('us-east-1'),
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
    S3_FORCE_PATH_STYLE: bool(true),
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//, { error: 'must be a redis:// URL' })
      .optional(),
    REDIS_KEY_PREFIX: z
      .string()
      .regex(/^[\w:.-]{1,64}$/)
      .default('coal:'),
    SEED_DEMO: z.enum(['true', 'false']).optional(),
    CAPTCHA_TEST_CODE: z.string().min(1).optional(),
    ADMIN_INITIAL_PASSWORD: z.string().optional(),
    TICKET_SECRET: z.string().min(16).optional(),
    SESSION_TTL_MINUTES: int(120, 5, 60 * 24 * 30),
    TOKEN_EXPIRES: int(30, 1, 60 * 24),
    PASSWORD_MAX_AGE_DAYS: int(90, 1, 3650),
    LOGIN_MAX_FAILURES: int(5, 1, 100),
    LOGIN_LOCK_MINUTES: int(15, 1, 24 * 60),
    // Calls of the open data API (/api/open/v1) one API key may make per minute.
    OPEN_API_RATE_PER_MINUTE: int(60, 1, 100_000),
    // Heavy public reads (exports, long series with changes) one client address may ask per minute, per call.
    HEAVY_READS_PER_MINUTE: int(20, 1, 100_000),
    // Files one member (and one staff member) may upload per minute, across instances.
    MEMBER_UPLOADS_PER_MINUTE: int(5, 1, 10_000),
    STAFF_UPLOADS_PER_MINUTE: int(30, 1, 10_000),
    // Threads building exports and computing long series off the request thread (0: one less than the CPUs, at least 1).
    WORKER_THREADS: int(0, 0, 64),
    // Days ahead a methodology change must be announced (an earlier effective date needs urgent + reason).
    METHODOLOGY_NOTICE_DAYS: int(30, 0, 3650),
    PARAM_ENCRYPTION: bool(false),
    REQUEST_DEADLINE_MS: int(30_000, 10, 600_000),
    TRUST_PROXY: bool(false),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    // Raw analytics events older than this many days are deleted hourly (the dashboards'
    // rollup keeps their figures); 0 keeps them all.
    ANALYTICS_RAW_RETENTION_DAYS: int(0, 0, 36_500),
    // How often the dashboards' quick ranges are archived ahead (their days that are over); 0: only when read.
    ANALYTICS_ARCHIVE_WARM_MS: int(60_000, 0, 86_400_000),
    // The site's public origin for canonical URLs and the sitemap; unset: taken from the request.
    SITE_URL: z
      .string()
      .regex(/^https?:\/\/[^/]+$/, { error: 'must be an origin like https://www.example.com (no path)' })
      .optional(),
    // Notification email (alerts, answers, replies): off unless SMTP_URL is set.
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, { error: 'must be an smtp:// or smtps:// URL' })
      .optional(),
    MAIL_FROM: z.string().default('煤焦交易中心 <no-reply@example.com>'),
    // How often each instance claims due alert and mail jobs from the database (0: never; tests run them by hand).
    NOTIFY_POLL_MS: int(5_000, 0, 3_600_000),
    PORTAL_OUT_URL: url.optional(),
    MOBILE_HOME_URL: url.optional(),
    RESOURCE_BASE_URL: url.optional(),
    TRADE_SIMULATE_LOGIN_URL: url.optional(),
    NEW_TRADE_JUMP_LOGIN_URL: url.optional(),
    NEW_TRADE_DOMAIN: url.default('https://newtrade.example.com'),
    TRADE_URL: url.default('https://trade.example.com'),
    LOGISTICS_URL: url.default('https://logistics.example.com'),
    SETTLEMENT_URL: url.default('https://settlement.example.com'),
    PAYMENT_URL: url.default('https://payment.example.com'),
    SCF_URL: url.default('https://scf.example.com'),
    MOBILE_APP_URL: url.default('https://app.example.com/download'),
    REGISTER_TRADE_URL: url.default('https://trade.example.com/register'),
    REGISTER_LOGISTICS_URL: url.default('https://logistics.example.com/register'),
    FIND_PASSWORD_URL: url.default('https://trade.example.com/account/find-password'),
    FIND_USERNAME_URL: url.default('https://trade.example.com/account/find-username'),
    FIND_ACCOUNT_URL: url.default('https://trade.example.com/account/find-account'),
    COMPLETE_PROFILE_URL: url.default('https://trade.example.com/account/profile'),
  })
  .superRefine((env, ctx) => {
    if (env.S3_BUCKET && (!env.S3_ACCESS_KEY_ID || !env.S3_SECRET_ACCESS_KEY))
      ctx.addIssue({ code: 'custom', path: ['S3_ACCESS_KEY_ID'], message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are required with S3_BUCKET' });
    if (env.NODE_ENV !== 'production') return;
    if (env.CAPTCHA_TEST_CODE) ctx.addIssue({ code: 'custom', path: ['CAPTCHA_TEST_CODE'], message: 'is refused in production' });
    if (!env.TICKET_SECRET) ctx.addIssue({ code: 'custom', path: ['TICKET_SECRET'], message: 'is required in production' });
    if (env.SEED_DEMO === 'true') ctx.addIssue({ code: 'custom', path: ['SEED_DEMO'], message: 'demo passwords are refused in production' });
  });

export type RawEnv = z.output<typeof schema>;

export interface Config extends RawEnv {
  /** The app's base path, `/epm-${PRODUCT}web/`. */
  basePath: string;
  /** Whether demo accounts and data are seeded on an empty database. */
  seedDemo: boolean;
  portalOutUrl: string;
  mobileHomeUrl: string;
  resourceBaseUrl: string;
  tradeSimulateLoginUrl: string;
  newTradeJumpLoginUrl: string;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
}

/** Reads and validates the configuration; throws ConfigError listing every problem. */
export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ''));
  const parsed = schema.safeParse(cleaned);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
  const env = parsed.data;
  const basePath = `/epm-${env.PRODUCT}web/`;
  return {
    ...env,
    basePath,
    seedDemo: env.SEED_DEMO ? env.SEED_DEMO === 'true' : !env.DATABASE_URL,
    portalOutUrl: env.PORTAL_OUT_URL ?? `${basePath}portal/Home`,
    mobileHomeUrl: env.MOBILE_HOME_URL ?? `${basePath}mobile/index`,
    resourceBaseUrl: env.RESOURCE_BASE_URL ?? '/uploads/',
    tradeSimulateLoginUrl: env.TRADE_SIMULATE_LOGIN_URL ?? '/api/external/landing?system=trade',
    newTradeJumpLoginUrl: env.NEW_TRADE_JUMP_LOGIN_URL ?? '/api/external/landing?system=newtrade',
  };
}
