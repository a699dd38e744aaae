import type { RouteDef } from './define'

// Filled by the shell work: the access context of the current school/child for the web's rules.
export const contextContract = {} satisfies Record<string, RouteDef>
