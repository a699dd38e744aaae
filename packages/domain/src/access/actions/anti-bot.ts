import type { ActionRule } from './action-rule'
import { profileTypes } from '../../enums/people'

// docs/anti-bot.md: a challenge is asked for by whoever is about to send a public form, signed in
// or not; the route is public, so this rule only names the action.
export const antiBotActions = {
  'antiBot.challenge': { profiles: profileTypes, write: false },
} as const satisfies Record<string, ActionRule>
