import { AsYouType, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js'

// Spec 000 §9 / 001 §5: phone numbers pass a country-aware check; the default region is FR.
export const defaultPhoneRegion: CountryCode = 'FR'

/** The number in E.164 (`+33612345678`) when it is valid for its country, else null. */
export function normalizePhoneNumber(input: string, region: CountryCode = defaultPhoneRegion): string | null {
  const parsed = parsePhoneNumberFromString(input.trim(), region)
  return parsed?.isValid() ? parsed.number : null
}

/** The digits typed so far, grouped as the country writes them. */
export function formatPhoneAsYouType(input: string, region: CountryCode = defaultPhoneRegion): string {
  return new AsYouType(region).input(input)
}

/** A stored E.164 number in the international format a person reads (`+33 6 12 34 56 78`). */
export function displayPhoneNumber(e164: string): string {
  return parsePhoneNumberFromString(e164)?.formatInternational() ?? e164
}
