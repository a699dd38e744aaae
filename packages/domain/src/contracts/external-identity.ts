import type { RouteDef } from './define'

export const externalIdentityContract = {} satisfies Record<string, RouteDef>
