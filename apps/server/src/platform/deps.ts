import type { Redis } from 'ioredis'
import type { ProfileType } from '@nido/domain/enums/people'
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
  /** Sessions' actors kept until what they read changes (platform/read-cache.ts); absent = off. */
  readCache?: ReadCache
  /** HMAC key for broadcast tokens and other signed values; never logged. */
  secret: string
  /**
   * The accounts the fixtures sign-in accepts when ENABLE_FIXTURES_LOGIN is on (spec 001 §7): the
   * demo seed's, given by server.ts, so that the auth module knows no seed. Absent = none.
   */
  fixtureAccounts?: readonly FixtureAccount[]
}

/** An account of the fixtures sign-in: its e-mail is the code the sign-in page sends. */
export interface FixtureAccount {
  email: string
  profileType: ProfileType
  /** What the sign-in page shows for it. */
  label: string
}
