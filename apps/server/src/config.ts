import { z } from 'zod'
import path from 'node:path'

// Environment → typed config, validated at start-up (bulletproof-react / fastify-demo habit).
// The README's configuration table mirrors this schema; keep them in step.
const boolish = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1')

export const configSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).default(10),
  REDIS_URL: z.string().optional(),
  SESSION_SECRET: z.string().min(32).optional(),
  SESSION_TTL_DAYS: z.coerce.number().int().min(1).default(30),
  /** Set when the server sits behind HTTPS: cookies get the Secure attribute. */
  COOKIE_SECURE: boolish,
  TRUST_PROXY: boolish,
  SEED_DEMO: z.enum(['auto', 'never']).default('auto'),
  /** Keep sessions' actors and feed pages in memory while the database does not change (decision 0007). */
  READ_CACHE: z.enum(['on', 'off']).default('on'),
  /**
   * Check every answer against its contract's zod schema before the compiled serializer writes it
   * (decision 0037); unset: on under tests (NODE_ENV=test), off otherwise.
   */
  CHECK_RESPONSES: z.enum(['on', 'off']).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  /** The address people reach the app at, for links in e-mails (password reset, validation). */
  PUBLIC_URL: z.url().default('http://localhost:3000'),
  /**
   * Other origins whose pages may send writes (docs/security.md "Cross-site requests"), comma
   * separated: `https://nido.example.org,https://www.nido.example.org`. PUBLIC_URL's is always one.
   */
  ALLOWED_ORIGINS: z
    .string()
    .default('')
    .transform((list) =>
      list
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.url({ protocol: /^https?$/ }))),
  STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_BUCKET: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: boolish,
  /** smtp://user:pass@host:port (smtps:// for TLS); without it mail stays in the outbox table. */
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Nido <no-reply@nido.local>'),
  /** Browsers report Content-Security-Policy violations to the server, which logs them (docs/security.md). */
  CSP_REPORTS: boolish,
  /** Development only: allows the fixtures-code login branch (spec 001 §7). */
  ENABLE_FIXTURES_LOGIN: boolish,
  // Retention periods, in days (docs/retention.md): how long a row is kept once it has served.
  RETENTION_SESSION_DAYS: z.coerce.number().int().min(1).default(30),
  RETENTION_TOKEN_DAYS: z.coerce.number().int().min(1).default(7),
  RETENTION_OUTBOX_DAYS: z.coerce.number().int().min(1).default(30),
  RETENTION_EXPORT_DAYS: z.coerce.number().int().min(1).default(7),
  RETENTION_AUDIT_DAYS: z.coerce.number().int().min(1).default(365),
  /** Erased ids kept apart from the database, re-applied when a backup is restored (docs/backup.md). */
  ERASURE_LOG: z.string().optional(),
  // Web Push (docs/notifications-push.md): the VAPID key pair, base64url; both or neither. Without
  // them a pair is made on first start and kept in DATA_DIR/vapid.json.
  VAPID_PUBLIC_KEY: z.string().min(40).optional(),
  VAPID_PRIVATE_KEY: z.string().min(20).optional(),
  /** Who runs the server, for push services: `mailto:…` or `https://…`; default PUBLIC_URL or MAIL_FROM. */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)/, 'Expected mailto: or https://')
    .optional(),
  /**
   * How hard the anti-bot check's proof-of-work is (docs/anti-bot.md): the highest counter a
   * challenge may hide, each step one PBKDF2 of 1 000 rounds in the browser.
   */
  ANTI_BOT_MAX_NUMBER: z.coerce.number().int().min(10).max(1_000_000).default(5_000),
})

export type EnvConfig = z.infer<typeof configSchema>

export interface Config {
  port: number
  host: string
  dataDir: string
  databaseUrl: string | undefined
  databasePoolSize: number
  redisUrl: string | undefined
  sessionSecret: string | undefined
  sessionTtlDays: number
  cookieSecure: boolean
  trustProxy: boolean
  seedDemo: 'auto' | 'never'
  readCache: boolean
  /** Answers checked with zod as well as serialised by the compiled serializer (decision 0037). */
  checkResponses: boolean
  logLevel: EnvConfig['LOG_LEVEL']
  webDist: string | undefined
  publicUrl: string
  /** The origins trusted to send writes: PUBLIC_URL's and ALLOWED_ORIGINS (scheme, host, port). */
  trustedOrigins: string[]
  storage: {
    driver: 'local' | 's3'
    s3: {
      endpoint: string | undefined
      region: string
      bucket: string | undefined
      accessKeyId: string | undefined
      secretAccessKey: string | undefined
      forcePathStyle: boolean
    }
  }
  smtpUrl: string | undefined
  mailFrom: string
  enableFixturesLogin: boolean
  cspReports: boolean
  /** Days a row is kept once it has served (docs/retention.md). */
  retention: {
    /** A session after it expired or was revoked, with its IP address and browser. */
    sessionDays: number
    /** A one-time token (reset link, sign-in link, code) after it was used or expired. */
    tokenDays: number
    /** An outbox mail or SMS after it was sent, or since its last attempt. */
    outboxDays: number
    /** A data export after it was made. */
    exportDays: number
    /** An audit row after it was written. */
    auditDays: number
  }
  /** The file of erased ids (JSON lines), outside the database and its backups (docs/backup.md). */
  erasureLog: string
  /** Web Push's VAPID keys when configured (platform/vapid.ts makes a pair otherwise). */
  push: {
    vapidPublicKey: string | undefined
    vapidPrivateKey: string | undefined
    vapidSubject: string | undefined
  }
  /** The ALTCHA anti-bot check of public forms (platform/anti-bot.ts, docs/anti-bot.md). */
  antiBot: {
    /** The highest counter a challenge hides: the work a solver does, on average three quarters of it. */
    maxNumber: number
  }
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(env)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`)
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`)
  }
  const e = parsed.data
  if (Boolean(e.VAPID_PUBLIC_KEY) !== Boolean(e.VAPID_PRIVATE_KEY))
    throw new Error('Invalid configuration:\n  VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together')
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    redisUrl: e.REDIS_URL,
    sessionSecret: e.SESSION_SECRET,
    sessionTtlDays: e.SESSION_TTL_DAYS,
    cookieSecure: e.COOKIE_SECURE,
    trustProxy: e.TRUST_PROXY,
    seedDemo: e.SEED_DEMO,
    readCache: e.READ_CACHE === 'on',
    // Vitest sets NODE_ENV=test in the process, whatever environment a test hands to readConfig.
    checkResponses: (e.CHECK_RESPONSES ?? (process.env.NODE_ENV === 'test' ? 'on' : 'off')) === 'on',
    logLevel: e.LOG_LEVEL,
    webDist: e.WEB_DIST,
    publicUrl: e.PUBLIC_URL.replace(/\/$/, ''),
    trustedOrigins: [...new Set([e.PUBLIC_URL, ...e.ALLOWED_ORIGINS].map((url) => new URL(url).origin))],
    storage: {
      driver: e.STORAGE_DRIVER,
      s3: {
        endpoint: e.S3_ENDPOINT,
        region: e.S3_REGION,
        bucket: e.S3_BUCKET,
        accessKeyId: e.S3_ACCESS_KEY_ID,
        secretAccessKey: e.S3_SECRET_ACCESS_KEY,
        forcePathStyle: e.S3_FORCE_PATH_STYLE,
      },
    },
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    enableFixturesLogin: e.ENABLE_FIXTURES_LOGIN,
    cspReports: e.CSP_REPORTS,
    retention: {
      sessionDays: e.RETENTION_SESSION_DAYS,
      tokenDays: e.RETENTION_TOKEN_DAYS,
      outboxDays: e.RETENTION_OUTBOX_DAYS,
      exportDays: e.RETENTION_EXPORT_DAYS,
      auditDays: e.RETENTION_AUDIT_DAYS,
    },
    erasureLog: path.resolve(e.ERASURE_LOG ?? path.join(e.DATA_DIR, 'erasures.jsonl')),
    push: {
      vapidPublicKey: e.VAPID_PUBLIC_KEY,
      vapidPrivateKey: e.VAPID_PRIVATE_KEY,
      vapidSubject: e.VAPID_SUBJECT,
    },
    antiBot: { maxNumber: e.ANTI_BOT_MAX_NUMBER },
  }
}
