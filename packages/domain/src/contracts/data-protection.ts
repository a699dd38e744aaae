import type { RouteDef } from './define'

export const dataProtectionContract = {} satisfies Record<string, RouteDef>
