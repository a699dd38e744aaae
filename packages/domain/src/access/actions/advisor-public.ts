import type { ActionRule } from './action-rule'
import { profileTypes } from '../../enums/people'
import { advisorProfiles } from '../shell/menu-conditions'

// The public survey links (docs/advisor.md "The public links"). The survey and its sending are
// public routes: whoever holds the link answers, signed in or not, so these rules only name the
// actions. The links themselves are shown to the campaign's managers, like the campaign page.
export const advisorPublicActions = {
  'advisor.public.survey': { profiles: profileTypes, write: false },
  'advisor.public.reply': { profiles: profileTypes, write: true },
  'advisor.campaigns.publicLinks': { profiles: advisorProfiles, globalFeature: 'advisor', write: false },
} as const satisfies Record<string, ActionRule>
