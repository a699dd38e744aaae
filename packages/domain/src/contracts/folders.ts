import type { RouteDef } from './define'

export const foldersContract = {} satisfies Record<string, RouteDef>
