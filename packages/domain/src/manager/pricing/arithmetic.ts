// Integer arithmetic of the cost engine (docs/manager-pricing.md "Rounding", decision 0048):
// money in cents, durations in minutes, rates in parts per million. Each step divides once and
// rounds half up, so a result never depends on floating-point money. Inputs stay far below 2^53
// (a year of minutes × a price in cents × a rate in ppm is about 10^15 at most).

/** n ÷ d rounded half up, for n ≥ 0 and d > 0 (integers). */
export function divHalfUp(n: number, d: number): number {
  if (!Number.isSafeInteger(n) || !Number.isSafeInteger(d) || n < 0 || d <= 0)
    throw new RangeError(`divHalfUp(${n}, ${d})`)
  const q = Math.floor(n / d)
  const r = n - q * d
  return 2 * r >= d ? q + 1 : q
}

/** n ÷ d rounded up (integers, n ≥ 0, d > 0). */
export function divUp(n: number, d: number): number {
  return Math.floor((n + d - 1) / d)
}

const msPerDay = 86_400_000

/** A `YYYY-MM-DD` date as a day number (days since 1970-01-01, UTC: calendar days, no zone). */
export function dayNumber(date: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number]
  return Date.UTC(y, m - 1, d) / msPerDay
}

export function dateOfDay(day: number): string {
  return new Date(day * msPerDay).toISOString().slice(0, 10)
}

/** ISO weekday, Monday = 1 … Sunday = 7 (spec 000 §3 weekdays). */
export function isoWeekday(day: number): number {
  return ((((day + 3) % 7) + 7) % 7) + 1
}

/** The Monday of the week of a day. */
export function mondayOf(day: number): number {
  return day - isoWeekday(day) + 1
}

/** `HH:MM` as minutes since midnight. */
export function minutesOf(time: string): number {
  const [h, m] = time.split(':').map(Number) as [number, number]
  return h * 60 + m
}

/** The months `YYYY-MM` touched by a date range, in order. */
export function monthsBetween(from: string, to: string): string[] {
  const months: string[] = []
  let y = Number(from.slice(0, 4))
  let m = Number(from.slice(5, 7))
  const end = to.slice(0, 7)
  for (;;) {
    const key = `${y}-${String(m).padStart(2, '0')}`
    if (key > end) return months
    months.push(key)
    m += 1
    if (m === 13) {
      m = 1
      y += 1
    }
  }
}

export function firstDayOfMonth(month: string): string {
  return `${month}-01`
}

export function lastDayOfMonth(month: string): string {
  const y = Number(month.slice(0, 4))
  const m = Number(month.slice(5, 7))
  return dateOfDay(Date.UTC(y, m, 1) / msPerDay - 1)
}
