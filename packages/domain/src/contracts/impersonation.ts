import type { RouteDef } from './define'

export const impersonationContract = {} satisfies Record<string, RouteDef>
