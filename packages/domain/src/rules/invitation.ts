import { getCountries, getCountryCallingCode, isSupportedCountry, type CountryCode } from 'libphonenumber-js'
import { z } from 'zod'
import { limits } from '../limits'
import { defaultPhoneRegion, normalizePhoneNumber } from './phone'

// Spec 001 §3 "Invitation", §5 "Invitation dialog", §9 ('sent since' under 7 days) and §8 (too
// many invitations). Pure, shared by the dialog (what to enable and flag) and the server (what to
// accept and store).

export type InvitationKind = 'email' | 'sms'

/** Spec 001 §3: "an e-mail address or a number starting with +; the kind is detected from it". */
export function invitationKind(detail: string): InvitationKind {
  return detail.trim().startsWith('+') ? 'sms' : 'email'
}

const emailShape = z.email()

export type InvitationEmailState = 'tooShort' | 'invalid' | 'valid'

/**
 * Spec 001 §5: "e-mail needs more than 2 characters after trimming". Past that, an address that is
 * not e-mail shaped is flagged (the server refuses it anyway; saying so before sending is kinder).
 */
export function invitationEmailState(input: string): InvitationEmailState {
  const email = input.trim()
  if (email.length <= 2) return 'tooShort'
  return emailShape.safeParse(email).success ? 'valid' : 'invalid'
}

export type InvitationPhoneState =
  { state: 'tooShort' | 'tooLong' | 'invalid' } | { state: 'valid'; e164: string }

/** A region code the phone library knows ('FR', 'BE'…); anything else reads as the default (§5: FR). */
export function phoneRegion(code: string | undefined): CountryCode {
  const upper = (code ?? '').toUpperCase()
  return isSupportedCountry(upper) ? upper : defaultPhoneRegion
}

/** Spec 001 §2 "phone number input with country code": every region the phone check knows. */
export function phoneCountries(): Array<{ region: CountryCode; callingCode: string }> {
  return getCountries().map((region) => ({ region, callingCode: getCountryCallingCode(region) }))
}

/**
 * Spec 001 §5: "SMS number needs more than 3 characters; a number failing the country-aware phone
 * check is flagged invalid; maximum phone length comes from limits". A valid number comes back in
 * E.164 (+33612345678), the form stored as the invitation's detail.
 */
export function invitationPhoneState(
  input: string,
  region: string = defaultPhoneRegion,
): InvitationPhoneState {
  const phone = input.trim()
  if (phone.length <= 3) return { state: 'tooShort' }
  if (phone.length > limits.invitation.phoneMaxLength) return { state: 'tooLong' }
  const e164 = normalizePhoneNumber(phone, phoneRegion(region))
  return e164 ? { state: 'valid', e164 } : { state: 'invalid' }
}

/** Spec 001 §9: "Invitations are shown as 'sent since' if under 7 days old, otherwise by date." */
export const sentSinceMaxMs = 7 * 24 * 60 * 60_000

export function showsSentSince(sentAt: Date, now: Date): boolean {
  return now.getTime() - sentAt.getTime() < sentSinceMaxMs
}

/**
 * Spec 001 §8 "FORBIDDEN maps to the too-many-invitations error": invitations (sent or resent)
 * one sender may make for one child in a day. Enough for a whole family and a few mistyped
 * addresses; too few to use Nido to spam addresses with a child's key.
 */
export const invitationLimits = { perSenderPerChild: 20, windowMs: 24 * 60 * 60_000 } as const
