import type { RouteDef } from './define'

export const galleriesContract = {} satisfies Record<string, RouteDef>
