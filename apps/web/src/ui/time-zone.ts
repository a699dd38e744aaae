// Events are shown in their school's time zone, whatever the browser's (docs/phones.md "Times and
// time zones"): a 16:00 outing in Lyon reads 16:00 to a parent travelling abroad, with the zone
// named whenever the browser's own differs, so nobody takes it for local time.

/** The browser's IANA time zone. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone
}

/** Whether times shown in `zone` need the zone named (the browser reads another zone). */
export function differsFromBrowser(zone: string): boolean {
  return zone !== browserTimeZone()
}

/**
 * The place an IANA zone is named after, as a person says it: "Europe/Paris" → "Paris",
 * "America/Argentina/Buenos_Aires" → "Buenos Aires"; a zone without a place ("UTC") as is.
 */
export function zonePlace(zone: string): string {
  const last = zone.split('/').pop() ?? zone
  return last.replaceAll('_', ' ')
}
