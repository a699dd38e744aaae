import type { RouteDef } from './define'

export const mediaContract = {} satisfies Record<string, RouteDef>
