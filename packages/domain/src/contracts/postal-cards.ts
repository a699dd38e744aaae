import type { RouteDef } from './define'

export const postalCardsContract = {} satisfies Record<string, RouteDef>
