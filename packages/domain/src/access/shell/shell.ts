import type { ActorScope } from '../scope/actor'
import type { AccessContext } from '../scope/context'
import { dailyAllowGuardianCheckIn, featureOn, profileOf } from '../scope/context'
import { isOneOf, proAccountHeaderProfiles } from '../roles'
import { advisorPopupProfiles } from './menu-conditions'

// Top bar and account rules of spec 000 §2 and §5–6 that are buttons rather than menu entries.

/** Spec 000 §5: the notification panel fetch is allowed only for moderators or moderated users. */
export function mayFetchNotifications(actor: ActorScope): boolean {
  return actor.userPermission.isModerator || actor.userPermission.moderated
}

/** Spec 000 §6: "the button shows only for moderators or moderated users who are not observers". */
export function notificationButtonShown(actor: ActorScope): boolean {
  return mayFetchNotifications(actor) && !actor.observer
}

export type NotificationPanelMode = 'toModerate' | 'pendingModeration' | 'events'

/**
 * Spec 000 §6: moderators see news to moderate, moderated users their own news awaiting
 * moderation, guardians and children an events mode.
 */
export function notificationPanelModes(actor: ActorScope): NotificationPanelMode[] {
  const modes: NotificationPanelMode[] = []
  if (actor.userPermission.isModerator) modes.push('toModerate')
  if (actor.userPermission.moderated) modes.push('pendingModeration')
  if (isOneOf(actor.userPermission.profileType, ['GUARDIAN', 'CHILD'])) modes.push('events')
  return modes
}

/**
 * Spec 000 §5 / 001 §5: "Guardian check-in requires the daily module with guardian check-in
 * enabled, a school with openings today, and the current time within an opening period";
 * observers are blocked from check-in. The server checks the same rule before saving.
 */
export function guardianCheckInAllowed(ctx: AccessContext): boolean {
  return (
    featureOn(ctx, 'daily') &&
    dailyAllowGuardianCheckIn(ctx) !== 'none' &&
    ctx.dailyToday?.schoolOpenToday === true &&
    ctx.dailyToday.withinOpening &&
    !ctx.actor.observer
  )
}

/**
 * The button is in the top bar, usable or not: a guardian whose school has guardian check-in on.
 * Outside the opening hours it shows disabled with the next opening (the server's current daily
 * check-in says when), rather than vanishing without a word.
 */
export function morningWordButtonPresent(ctx: AccessContext): boolean {
  return (
    profileOf(ctx) === 'GUARDIAN' &&
    featureOn(ctx, 'daily') &&
    dailyAllowGuardianCheckIn(ctx) !== 'none' &&
    !ctx.actor.observer
  )
}

/** Spec 000 §6: "Morning-word and check-in button: guardians only", under the check-in rule above. */
export function morningWordButtonShown(ctx: AccessContext): boolean {
  return profileOf(ctx) === 'GUARDIAN' && guardianCheckInAllowed(ctx)
}

/**
 * Spec 000 §6: "Advisor popup: guardian, child, teacher or director, advisor enabled, terms
 * accepted, not observer." Advisor here is the current school's flag.
 */
export function advisorPopupShown(ctx: AccessContext): boolean {
  return (
    isOneOf(profileOf(ctx), advisorPopupProfiles) &&
    featureOn(ctx, 'advisor') &&
    ctx.termsAccepted &&
    !ctx.actor.observer
  )
}

/** Spec 000 §6: "Advisor-guest coordinators can open the host answer dialog" (with the advisor flag, menu rule). */
export function mayOpenAdvisorHost(ctx: AccessContext): boolean {
  return profileOf(ctx) === 'COORDINATOR' && ctx.actor.advisorGuest && featureOn(ctx, 'advisor')
}

/** Spec 000 §2: "Logout adds a global-logout flag when the user has an external identity id." */
export function globalLogout(externalIdentityId: string | null): boolean {
  return externalIdentityId !== null && externalIdentityId !== ''
}

export function logoutPath(ctx: AccessContext): string {
  return globalLogout(ctx.externalIdentityId) ? '/logout?globalLogout=true' : '/logout'
}

/** Spec 000 §6: "Staff (coordinator, director, teacher, sponsor) see the pro account header." */
export function proAccountHeaderShown(actor: ActorScope): boolean {
  return isOneOf(actor.userPermission.profileType, proAccountHeaderProfiles)
}

/** Spec 000 §6: "The invite-child dialog is for guardians only." */
export function inviteDialogAllowed(actor: ActorScope): boolean {
  return actor.userPermission.profileType === 'GUARDIAN'
}
