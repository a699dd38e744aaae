import { describe, expect, it } from 'vitest'
import { accessLevels } from '../enums/people'
import { actionRules } from './actions'
import {
  accessLevelAllows,
  accessLevelEditable,
  accessLevelVisible,
  accessLevelsIn,
  type AssignmentAccess,
} from './access-level'

describe('spec 000 §5 access levels', () => {
  it.each([
    ['All', true, true],
    ['ReadOnly', true, false],
    ['Disabled', false, false],
  ] as const)('%s: visible %s, editable %s', (level, visible, editable) => {
    expect(accessLevelVisible(level)).toBe(visible)
    expect(accessLevelEditable(level)).toBe(editable)
    expect(accessLevelAllows(level, false)).toBe(visible)
    expect(accessLevelAllows(level, true)).toBe(editable)
  })

  it('covers every access level of spec 000 §3', () => {
    expect(accessLevels).toEqual(['All', 'ReadOnly', 'Disabled'])
  })
})

describe('access levels of one school (decision 0019)', () => {
  const line = (schoolId: string, child: AssignmentAccess['child'], team = child, section = child) => ({
    schoolId,
    child,
    team,
    section,
  })

  it('reads All when no assignment reaches the school', () => {
    expect(accessLevelsIn([], 's1')).toEqual({ child: 'All', team: 'All', section: 'All' })
    expect(accessLevelsIn([line('s2', 'Disabled')], 's1')).toEqual({
      child: 'All',
      team: 'All',
      section: 'All',
    })
  })

  it("takes the school's own assignment, not another school's", () => {
    const levels = accessLevelsIn([line('s1', 'ReadOnly', 'Disabled', 'All'), line('s2', 'All')], 's1')
    expect(levels).toEqual({ child: 'ReadOnly', team: 'Disabled', section: 'All' })
  })

  it.each([
    ['Disabled', 'ReadOnly', 'ReadOnly'],
    ['ReadOnly', 'All', 'All'],
    ['Disabled', 'Disabled', 'Disabled'],
    ['All', 'Disabled', 'All'],
  ] as const)('%s and %s in the same school give the more open %s', (a, b, expected) => {
    expect(accessLevelsIn([line('s1', a), line('s1', b)], 's1').child).toBe(expected)
  })
})

describe('the actions each access level governs (docs/access-levels.md)', () => {
  const governed = (area: string) =>
    Object.entries(actionRules)
      .filter(([, rule]) => 'accessLevel' in rule && rule.accessLevel === area)
      .map(([action]) => action)
      .sort()

  it("child access: the care log, a child's day and check-in, inviting a child's relatives, the families import", () => {
    expect(governed('child')).toEqual([
      'childrenAndParents.addGuardian',
      'childrenAndParents.archive',
      'childrenAndParents.create',
      'childrenAndParents.get',
      'childrenAndParents.list',
      'childrenAndParents.renewKey',
      'childrenAndParents.restore',
      'childrenAndParents.sectionChoices',
      'childrenAndParents.unlinkGuardian',
      'childrenAndParents.update',
      'childrenAndParents.updateGuardian',
      'daily.allowedToBring',
      'daily.board',
      'daily.checkIn.arrive',
      'daily.checkIn.depart',
      'daily.checkIn.get',
      'daily.checkIn.update',
      'daily.morningWord.get',
      'daily.morningWord.update',
      'dailyLog.board',
      'dailyLog.create',
      'dailyLog.delete',
      'dailyLog.export',
      'dailyLog.sections',
      'dailyLog.timeline',
      'dailyLog.update',
      'directory.exportFamilies',
      'directory.importFamilies',
      'invitations.child',
      'invitations.pdf',
      'invitations.resend',
      'invitations.sendEmail',
      'invitations.sendSms',
    ])
  })

  it('team access: managing staff accounts, the staff import', () => {
    expect(governed('team')).toEqual([
      'directory.exportStaff',
      'directory.importStaff',
      'team.create',
      'team.get',
      'team.invitations',
      'team.list',
      'team.update',
      'users.deactivate',
      'users.reactivate',
    ])
  })

  it('section access: the sections page', () => {
    expect(governed('section')).toEqual([
      'sections.archive',
      'sections.assignChild',
      'sections.assignStaff',
      'sections.candidates',
      'sections.create',
      'sections.list',
      'sections.members',
      'sections.rename',
      'sections.unassignChild',
      'sections.unassignStaff',
    ])
  })
})
