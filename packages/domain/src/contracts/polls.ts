import type { RouteDef } from './define'

export const pollsContract = {} satisfies Record<string, RouteDef>
