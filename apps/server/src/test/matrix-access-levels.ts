import type { AccessArea } from '@nido/domain/access/access-level'
import { actionRules, type ActionName, type ActionRule } from '@nido/domain/access/actions'
import type { AccessLevel } from '@nido/domain/enums/people'
import type { AccessCase, Expected, FixtureName, MatrixWorld } from './matrix'
import { openSession } from './matrix-world'

// Access-matrix rows for spec 000 §5 access levels (docs/access-levels.md). The fixtures all have
// full access; a levelled case sends the requests of teacherA1s1 and directorA1 with the session
// of a twin (same profile, same assignment) whose access in one area is ReadOnly or Disabled, and
// every other fixture exactly as the original case does.

/** The fixtures given a twin: a section's teacher and a school's director of school A1. */
export type LevelledFixture = 'teacherA1s1' | 'directorA1'

const twins = new WeakMap<MatrixWorld, Map<string, Promise<string>>>()

/** The session cookie of a twin of `who` with `area` access at `level`, made once per world. */
export function twinCookie(
  w: MatrixWorld,
  who: LevelledFixture,
  area: AccessArea,
  level: AccessLevel,
): Promise<string> {
  let made = twins.get(w)
  if (!made) twins.set(w, (made = new Map()))
  const key = `${who} ${area} ${level}`
  let cookie = made.get(key)
  if (!cookie) {
    const at = who === 'teacherA1s1' ? { sectionId: w.ids.sectionA1s1 } : { schoolId: w.ids.schoolA1 }
    const profile = who === 'teacherA1s1' ? 'TEACHER' : 'DIRECTOR'
    cookie = w.app.make
      .staff(profile, at, {
        firstname: `${who} ${area} ${level}`,
        lastname: 'Twin',
        access: { [area]: level },
      })
      .then((twin) => openSession(w.app, twin.id, { currentSchoolId: w.ids.schoolA1, currentChildId: null }))
    made.set(key, cookie)
  }
  return cookie
}

/**
 * The case again, with teacherA1s1 and directorA1 answered by twins at `level` in `area`. Spec
 * 000 §5: a twin whose level allows the action (a read when not Disabled, a write only at All)
 * gets what the fixture gets; otherwise 403 FORBIDDEN_BY_ACCESS_LEVEL.
 */
export function withAccessLevel(base: AccessCase, area: AccessArea, level: AccessLevel): AccessCase {
  const allowed =
    level === 'All' || (level === 'ReadOnly' && !actionRules[base.route.action as ActionName].write)
  const expectOf = (who: LevelledFixture): Expected =>
    allowed ? (base.expect[who] ?? base.expect.others) : 403
  const levelled = (who: FixtureName): who is LevelledFixture => who === 'teacherA1s1' || who === 'directorA1'
  return {
    ...base,
    name: `${base.name ?? base.route.action} (${area} access ${level})`,
    request: async (w, who) => {
      const parts = (await base.request?.(w, who)) ?? {}
      return levelled(who) ? { ...parts, cookie: await twinCookie(w, who, area, level) } : parts
    },
    expect: { ...base.expect, teacherA1s1: expectOf('teacherA1s1'), directorA1: expectOf('directorA1') },
  }
}

/** Each case whose action `area` access governs, at ReadOnly and at Disabled. */
export function levelledCases(cases: readonly AccessCase[], area: AccessArea): AccessCase[] {
  return cases
    .filter((c) => (actionRules[c.route.action as ActionName] as ActionRule).accessLevel === area)
    .flatMap((c) => [withAccessLevel(c, area, 'ReadOnly'), withAccessLevel(c, area, 'Disabled')])
}
