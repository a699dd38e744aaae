import type { Me } from '@nido/domain/contracts/me'
import type { TeamMember } from '@nido/domain/contracts/team'

// Where a member is edited (spec 000 §2: /team/teacher/edit/{id}, /team/director/edit/{id}; a
// sponsor is edited on the director's form, docs/team.md), and whether the actor only reads.

export function editPath(member: Pick<TeamMember, 'id' | 'profile'>): string {
  return `/team/${member.profile === 'TEACHER' ? 'teacher' : 'director'}/edit/${member.id}`
}

/** Spec 000 §5: ReadOnly team access views without writing; observers never write (§6). */
export function teamReadOnly(me: Me): boolean {
  return me.user.observer || me.meta.accessLevels.team !== 'All'
}
