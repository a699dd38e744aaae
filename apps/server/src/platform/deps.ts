import type { Redis } from 'ioredis'
import type { Database } from '../db/client'
import type { Config } from '../config'
import type { Clock } from './clock'
import type { RateLimitStore } from './rate-limit'
import type { ReadCache } from './read-cache'
import type { Storage } from './storage'

/** Everything the app needs from outside, built by server.ts (or by a test). */
export interface AppDeps {
  database: Database
  config: Config
  clock: Clock
  rateLimits: RateLimitStore
  /** Where media bytes live (platform/storage.ts). */
  storage: Storage
  redis?: Redis
  /** Answers kept while the database does not change (platform/read-cache.ts); absent = off. */
  readCache?: ReadCache
  /** HMAC key for broadcast tokens and other signed values; never logged. */
  secret: string
}
