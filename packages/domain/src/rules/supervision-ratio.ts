// Spec 001 §9 "Supervision ratio: alert if 4 or more children are present and fewer than 2 pros;
// intervals under 5 minutes are ignored." Pure: callers turn check-ins into presence intervals
// (epoch milliseconds) and get back the alert intervals.

/** Spec 001 §9 thresholds. */
export const supervisionRatio = {
  minChildren: 4,
  minStaff: 2,
  /** Alerts shorter than this are ignored (a hand-over, a child checked in a minute early). */
  minDurationMs: 5 * 60 * 1000,
}

/** A presence from `start` (included) to `end` (excluded); `end` null means "still present". */
export interface PresenceInterval {
  start: number
  end: number | null
}

export interface SupervisionAlert {
  start: number
  end: number
  /** Most children present at once during the alert. */
  maxChildren: number
  /** Fewest staff present at once during the alert. */
  minStaff: number
}

export interface SupervisionOptions {
  /** Where a still-open presence ends: now for today, the day's last event for a past day. */
  openEnd: number
  minChildren?: number
  minStaff?: number
  minDurationMs?: number
}

type Edge = { at: number; child: number; staff: number }

/**
 * Sweeps the presence intervals in time order and reports each maximal stretch where at least
 * `minChildren` children and fewer than `minStaff` staff are present. Adjacent alerting stretches
 * (counts changing while still under-staffed) form one alert; alerts shorter than 5 minutes are
 * dropped (5:00 counts, 4:59 does not). Intervals are half-open, so a child leaving at 10:00 and
 * another arriving at 10:00 are never present together.
 */
export function supervisionAlerts(
  children: readonly PresenceInterval[],
  staff: readonly PresenceInterval[],
  options: SupervisionOptions,
): SupervisionAlert[] {
  const minChildren = options.minChildren ?? supervisionRatio.minChildren
  const minStaff = options.minStaff ?? supervisionRatio.minStaff
  const minDuration = options.minDurationMs ?? supervisionRatio.minDurationMs
  const edges: Edge[] = []
  const add = (interval: PresenceInterval, kind: 'child' | 'staff') => {
    const end = interval.end ?? Math.max(options.openEnd, interval.start)
    if (!(end > interval.start)) return
    const one = kind === 'child' ? { child: 1, staff: 0 } : { child: 0, staff: 1 }
    edges.push({ at: interval.start, ...one })
    edges.push({ at: end, child: -one.child, staff: -one.staff })
  }
  for (const c of children) add(c, 'child')
  for (const s of staff) add(s, 'staff')
  edges.sort((a, b) => a.at - b.at)

  const alerts: SupervisionAlert[] = []
  let open: SupervisionAlert | null = null
  let childCount = 0
  let staffCount = 0
  let i = 0
  while (i < edges.length) {
    const at = edges[i]!.at
    // Apply every change at this instant before judging the stretch that starts here.
    while (i < edges.length && edges[i]!.at === at) {
      childCount += edges[i]!.child
      staffCount += edges[i]!.staff
      i++
    }
    const alerting = childCount >= minChildren && staffCount < minStaff
    if (alerting) {
      if (open) {
        open.maxChildren = Math.max(open.maxChildren, childCount)
        open.minStaff = Math.min(open.minStaff, staffCount)
      } else open = { start: at, end: at, maxChildren: childCount, minStaff: staffCount }
    } else if (open) {
      open.end = at
      if (open.end - open.start >= minDuration) alerts.push(open)
      open = null
    }
  }
  // Every interval has an end, so the sweep always closes what it opened.
  return alerts
}
