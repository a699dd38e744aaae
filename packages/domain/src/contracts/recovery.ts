import type { RouteDef } from './define'

export const recoveryContract = {} satisfies Record<string, RouteDef>
