import { describe, expect, it } from 'vitest'
import { supervisionAlerts, type PresenceInterval } from './supervision-ratio'

// Minutes after 08:00, in milliseconds, so the table reads as a timetable.
const min = (m: number) => m * 60_000
const at = (m: number, s = 0) => min(m) + s * 1000
const span = (from: number, to: number | null): PresenceInterval => ({
  start: min(from),
  end: to === null ? null : min(to),
})
const kids = (n: number, from = 0, to: number | null = 60) => Array.from({ length: n }, () => span(from, to))
const openEnd = min(600)

describe('supervisionAlerts (spec 001 §9: ≥ 4 children and < 2 staff; intervals under 5 minutes ignored)', () => {
  it.each([
    // children, staff, alert?
    [3, 0, false],
    [3, 1, false],
    [4, 1, true], // exactly 4 children
    [4, 0, true],
    [4, 2, false], // exactly 2 staff
    [10, 1, true],
    [10, 2, false],
  ])('%s children with %s staff for an hour → alert %s', (children, staff, alert) => {
    const result = supervisionAlerts(kids(children), kids(staff), { openEnd })
    expect(result.length > 0).toBe(alert)
    if (alert)
      expect(result[0]).toMatchObject({ start: 0, end: min(60), maxChildren: children, minStaff: staff })
  })

  it('reports 5:00 exactly and ignores 4:59', () => {
    const staff = [span(0, 60), { start: at(10), end: at(60) }]
    // second staff member arrives late: under-staffed from 0 to 5:00 → reported
    const five = supervisionAlerts(kids(4), [span(0, 60), { start: at(5), end: at(60) }], { openEnd })
    expect(five).toEqual([{ start: 0, end: at(5), maxChildren: 4, minStaff: 1 }])
    // from 0 to 4:59 → ignored
    const short = supervisionAlerts(kids(4), [span(0, 60), { start: at(4, 59), end: at(60) }], { openEnd })
    expect(short).toEqual([])
    expect(supervisionAlerts(kids(4), staff, { openEnd })).toHaveLength(1)
  })

  it('treats intervals as half-open: a hand-over at the same instant is never a gap or an overlap', () => {
    // child 4 arrives exactly when child 1 leaves: never 4 at once
    const children = [span(0, 30), span(0, 60), span(0, 60), span(30, 60)]
    expect(supervisionAlerts(children, [span(0, 60)], { openEnd })).toEqual([])
    // the second staff member hands over to a third at 30: never fewer than 2
    const staff = [span(0, 60), span(0, 30), span(30, 60)]
    expect(supervisionAlerts(kids(6), staff, { openEnd })).toEqual([])
  })

  it('joins adjacent alerting stretches and keeps the worst counts', () => {
    const children = [...kids(4), span(10, 20)]
    const staff = [span(0, 60), span(30, 60)]
    expect(supervisionAlerts(children, staff, { openEnd })).toEqual([
      { start: 0, end: min(30), maxChildren: 5, minStaff: 1 },
    ])
  })

  it('reports separate alerts for separate gaps', () => {
    const staff = [span(0, 120), span(0, 20), span(40, 100)]
    expect(supervisionAlerts(kids(4, 0, 120), staff, { openEnd })).toEqual([
      { start: min(20), end: min(40), maxChildren: 4, minStaff: 1 },
      { start: min(100), end: min(120), maxChildren: 4, minStaff: 1 },
    ])
  })

  it('ends open presences at openEnd (still present now)', () => {
    const result = supervisionAlerts(kids(4, 0, null), [span(0, null)], { openEnd: min(45) })
    expect(result).toEqual([{ start: 0, end: min(45), maxChildren: 4, minStaff: 1 }])
  })

  it('ignores empty and reversed intervals and answers nothing for an empty day', () => {
    expect(supervisionAlerts([], [], { openEnd })).toEqual([])
    expect(supervisionAlerts([...kids(3), span(20, 10)], [], { openEnd })).toEqual([])
  })

  it('takes other thresholds as options', () => {
    expect(supervisionAlerts(kids(2), [], { openEnd, minChildren: 2, minStaff: 1 })).toHaveLength(1)
  })
})
