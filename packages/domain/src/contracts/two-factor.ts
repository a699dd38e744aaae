import type { RouteDef } from './define'

export const twoFactorContract = {} satisfies Record<string, RouteDef>
