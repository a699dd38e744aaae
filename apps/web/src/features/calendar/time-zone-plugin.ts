import { createPlugin, type PluginDef } from '@fullcalendar/core'
import { NamedTimeZoneImpl } from '@fullcalendar/core/internal'
import { zonedDate, zonedInstant } from '@nido/domain/rules/calendar'

// FullCalendar reads named time zones (its `timeZone` option, e.g. "Europe/Paris") through a
// plugin. Its own (@fullcalendar/luxon3) would bring Luxon into the calendar's chunk; the domain's
// zone rules (@date-fns/tz) are there already. docs/decisions/0042.

class SchoolTimeZone extends NamedTimeZoneImpl {
  /** Minutes east of UTC of the zone at the wall-clock time `a` ([y, month0, d, h, m, s, ms]). */
  offsetForArray(a: number[]): number {
    const [y = 1970, mo = 0, d = 1, h = 0, mi = 0, s = 0] = a
    const wall = Date.UTC(y, mo, d, h, mi, s)
    const instant = zonedInstant(new Date(wall).toISOString().slice(0, 19), this.timeZoneName)
    return Math.round((wall - instant.getTime()) / 60_000)
  }

  /** The wall clock of the instant `ms` in the zone, as FullCalendar's arrays write it. */
  timestampToArray(ms: number): number[] {
    const d = zonedDate(new Date(ms), this.timeZoneName)
    return [
      d.getFullYear(),
      d.getMonth(),
      d.getDate(),
      d.getHours(),
      d.getMinutes(),
      d.getSeconds(),
      d.getMilliseconds(),
    ]
  }
}

export const timeZonePlugin: PluginDef = createPlugin({
  name: 'nido-time-zone',
  namedTimeZonedImpl: SchoolTimeZone,
})
