import type { RouteDef } from './define'
import { authContract } from './auth'
import { healthContract } from './health'
import { meContract } from './me'

export * from './define'

/** Every route of the API, by module; the access matrix and the fuzz test walk this list. */
export const contracts = {
  health: healthContract,
  auth: authContract,
  me: meContract,
} satisfies Record<string, Record<string, RouteDef>>

export const allRoutes: RouteDef[] = Object.values(contracts).flatMap((m) => Object.values(m) as RouteDef[])
