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
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
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
  logLevel: EnvConfig['LOG_LEVEL']
  webDist: string | undefined
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(env)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`)
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`)
  }
  const e = parsed.data
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
    logLevel: e.LOG_LEVEL,
    webDist: e.WEB_DIST,
  }
}
