import type { RouteDef } from './define'

export const newsContract = {} satisfies Record<string, RouteDef>
