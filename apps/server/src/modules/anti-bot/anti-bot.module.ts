import type { ModuleDefinition } from '../module'
import { antiBotRoutes } from './anti-bot.routes'

// The challenge route of the anti-bot check; the check itself is platform/anti-bot.ts, which each
// public form's handler calls (docs/anti-bot.md).
export const antiBotModule = {
  name: 'anti-bot',
  routes: antiBotRoutes,
} satisfies ModuleDefinition
