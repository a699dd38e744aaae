import type { RouteDef } from './define'

export const postsContract = {} satisfies Record<string, RouteDef>
