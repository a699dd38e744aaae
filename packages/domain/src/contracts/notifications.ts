import type { RouteDef } from './define'

export const notificationsContract = {} satisfies Record<string, RouteDef>
