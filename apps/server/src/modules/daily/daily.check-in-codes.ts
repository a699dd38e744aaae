import { AppError } from '@nido/domain/errors'
import type { Actor } from '../../platform/actor'
import type { AppDeps } from '../../platform/deps'

// Wrong staff check-in codes on the shared tablet (docs/daily.md "Staff check-in by code",
// docs/security.md "Rate limits and throttling"). Four digits are quick to guess, so wrong codes
// are counted; the counts must not let one staff member shut the school's tablet, and signing in
// again must not start them afresh:
//
// - a device is the signed-in account at one client address (not the session, which a new
//   sign-in replaces): 5 wrong codes in 5 minutes;
// - an account, whatever its devices: 10, so moving between networks buys no more guesses;
// - a school: 20. Past it, only the devices that typed a wrong code in the window are refused: a
//   tablet that typed none keeps clocking staff in while others guess. A refused try counts
//   nowhere, so one account adds at most 10 to the school's count.

export const checkInCodeLimits = {
  windowMs: 5 * 60 * 1000,
  maxFailuresPerDevice: 5,
  maxFailuresPerAccount: 10,
  maxFailuresPerSchool: 20,
}

interface Where {
  schoolId: string
  /** The client address of the request. */
  ip: string
}

const keys = (actor: Actor, where: Where) => ({
  device: `staff-code:fail:device:${where.schoolId}:${actor.userId}:${where.ip}`,
  account: `staff-code:fail:account:${actor.userId}`,
  school: `staff-code:fail:school:${where.schoolId}`,
})

/** Throws TOO_MANY_REQUESTS when this device may not try a code now; writes nothing. */
export async function mayTryCheckInCode(deps: AppDeps, actor: Actor, where: Where): Promise<void> {
  const k = keys(actor, where)
  const l = checkInCodeLimits
  const [device, account, school] = await Promise.all([
    deps.rateLimits.peek(k.device),
    deps.rateLimits.peek(k.account),
    deps.rateLimits.peek(k.school),
  ])
  if (
    device >= l.maxFailuresPerDevice ||
    account >= l.maxFailuresPerAccount ||
    (school >= l.maxFailuresPerSchool && device > 0)
  )
    throw new AppError('TOO_MANY_REQUESTS')
}

/** Counts a wrong code against the device, its account and the school. */
export async function countWrongCheckInCode(deps: AppDeps, actor: Actor, where: Where): Promise<void> {
  const k = keys(actor, where)
  const { windowMs } = checkInCodeLimits
  await Promise.all([
    deps.rateLimits.hit(k.device, windowMs),
    deps.rateLimits.hit(k.account, windowMs),
    deps.rateLimits.hit(k.school, windowMs),
  ])
}
