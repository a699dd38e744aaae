import { describe, expect, it } from 'vitest'
import type { ProfileType } from '../../enums/people'
import type { ApplicationMode } from './application-mode'
import {
  applicationSwitcher,
  availableModes,
  homeMode,
  homePath,
  layoutFor,
  modeAccessible,
  modeOfPath,
  switcherTarget,
} from './modes'
import type { ContextOptions } from '../test-context'
import { contextFor } from '../test-context'

const on = 'ACTIVE' as const
const off = 'DISABLED' as const
const holder = { hasNotebook: false, isContractHolder: true }
const lite = { manager: { isManagerLite: true } }

interface ModeRow {
  mode: ApplicationMode
  profile: ProfileType
  given: string
  ctx?: ContextOptions
  allowed: boolean
}

const modeRows: ModeRow[] = [
  // Normal: every main-site role.
  { mode: 'normal', profile: 'SPONSOR', given: 'main-site role', allowed: true },
  { mode: 'normal', profile: 'ETUDE', given: 'main-site role', allowed: true },
  { mode: 'normal', profile: 'GROUP_ADMIN', given: 'not a main-site role', allowed: false },
  // Daily mode: teacher, director, coordinator (with the daily module).
  ...(['TEACHER', 'DIRECTOR', 'COORDINATOR'] as const).map((profile): ModeRow => ({
    mode: 'daily',
    profile,
    given: 'daily on',
    ctx: { features: { daily: on } },
    allowed: true,
  })),
  { mode: 'daily', profile: 'GUARDIAN', given: 'daily on', ctx: { features: { daily: on } }, allowed: false },
  { mode: 'daily', profile: 'SPONSOR', given: 'daily on', ctx: { features: { daily: on } }, allowed: false },
  { mode: 'daily', profile: 'TEACHER', given: 'daily off', allowed: false },
  // Advisor mode: etude, director, coordinator, with the global advisor flag.
  ...(['ETUDE', 'DIRECTOR', 'COORDINATOR'] as const).map((profile): ModeRow => ({
    mode: 'advisor',
    profile,
    given: 'global advisor on',
    ctx: { global: { advisor: on } },
    allowed: true,
  })),
  {
    mode: 'advisor',
    profile: 'TEACHER',
    given: 'global advisor on',
    ctx: { global: { advisor: on } },
    allowed: false,
  },
  {
    mode: 'advisor',
    profile: 'DIRECTOR',
    given: 'school advisor only',
    ctx: { features: { advisor: on } },
    allowed: false,
  },
  // Manager mode: teacher, director, coordinator with the manager module.
  ...(['TEACHER', 'DIRECTOR', 'COORDINATOR'] as const).map((profile): ModeRow => ({
    mode: 'manager',
    profile,
    given: 'manager on',
    ctx: { features: { manager: on } },
    allowed: true,
  })),
  {
    mode: 'manager',
    profile: 'GUARDIAN',
    given: 'manager on',
    ctx: { features: { manager: on } },
    allowed: false,
  },
  { mode: 'manager', profile: 'DIRECTOR', given: 'manager off', allowed: false },
  {
    mode: 'manager',
    profile: 'DIRECTOR',
    given: 'manager-lite school',
    ctx: { features: { manager: on }, options: lite },
    allowed: false,
  },
  // Manager-lite: the same staff when the manager module is lite.
  {
    mode: 'manager-lite',
    profile: 'TEACHER',
    given: 'manager-lite school',
    ctx: { features: { manager: on }, options: lite },
    allowed: true,
  },
  {
    mode: 'manager-lite',
    profile: 'TEACHER',
    given: 'full manager school',
    ctx: { features: { manager: on } },
    allowed: false,
  },
  // Manager-guardian mode: guardian with the manager module.
  {
    mode: 'manager-guardian',
    profile: 'GUARDIAN',
    given: 'manager on',
    ctx: { features: { manager: on } },
    allowed: true,
  },
  { mode: 'manager-guardian', profile: 'GUARDIAN', given: 'manager off', allowed: false },
  {
    mode: 'manager-guardian',
    profile: 'CHILD',
    given: 'manager on',
    ctx: { features: { manager: on } },
    allowed: false,
  },
]

describe('spec 000 §6 mode access', () => {
  it.each(modeRows)('$mode for $profile, $given → $allowed', ({ mode, profile, ctx, allowed }) => {
    expect(modeAccessible(contextFor(profile, ctx), mode)).toBe(allowed)
  })
})

describe('spec 000 §2/§6 available modes', () => {
  it.each<[string, ProfileType, ContextOptions, ApplicationMode[]]>([
    ['teacher, communication only', 'TEACHER', {}, ['normal']],
    [
      'teacher, every module',
      'TEACHER',
      { features: { daily: on, manager: on }, global: { advisor: on } },
      ['normal', 'daily', 'manager'],
    ],
    [
      'director, every module',
      'DIRECTOR',
      { features: { daily: on, manager: on }, global: { advisor: on } },
      ['normal', 'daily', 'advisor', 'manager'],
    ],
    [
      'director, manager-lite',
      'DIRECTOR',
      { features: { manager: on }, options: lite },
      ['normal', 'manager-lite'],
    ],
    ['etude, global advisor', 'ETUDE', { global: { advisor: on } }, ['normal', 'advisor']],
    [
      'etude, advisor only',
      'ETUDE',
      { features: { communication: off }, global: { advisor: on } },
      ['advisor'],
    ],
    ['director, daily only', 'DIRECTOR', { features: { communication: off, daily: on } }, ['daily']],
    [
      'guardian, contract holder',
      'GUARDIAN',
      { features: { manager: on }, currentChild: holder },
      ['normal', 'manager-guardian'],
    ],
    // A mode whose menu is empty is not offered: a guardian who holds no contract.
    ['guardian, not a contract holder', 'GUARDIAN', { features: { manager: on } }, ['normal']],
    [
      'guardian, manager-lite',
      'GUARDIAN',
      { features: { manager: on }, options: lite, currentChild: holder },
      ['normal'],
    ],
    ['sponsor, communication off', 'SPONSOR', { features: { communication: off } }, []],
    ['super admin', 'SUPER_ADMIN', { features: { daily: on, manager: on } }, []],
  ])('%s → %j', (_title, profile, ctx, modes) => {
    expect(availableModes(contextFor(profile, ctx))).toEqual(modes)
  })
})

describe('spec 000 §2 layout choice (home mode)', () => {
  it.each<[string, ProfileType, ContextOptions, ApplicationMode | null]>([
    ['only communication gives the normal layout', 'DIRECTOR', {}, 'normal'],
    [
      'only daily gives the daily layout',
      'DIRECTOR',
      { features: { communication: off, daily: on } },
      'daily',
    ],
    [
      'only advisor gives the advisor layout',
      'DIRECTOR',
      { features: { communication: off }, global: { advisor: on } },
      'advisor',
    ],
    [
      'only manager gives the manager layout',
      'DIRECTOR',
      { features: { communication: off, manager: on } },
      'manager',
    ],
    [
      'only manager, lite, gives the manager-lite layout',
      'DIRECTOR',
      { features: { communication: off, manager: on }, options: lite },
      'manager-lite',
    ],
    [
      'only manager gives the manager-guardian layout for guardians',
      'GUARDIAN',
      { features: { communication: off, manager: on }, currentChild: holder },
      'manager-guardian',
    ],
    [
      'several modules give the normal layout',
      'DIRECTOR',
      { features: { daily: on, manager: on } },
      'normal',
    ],
    [
      'several modules without normal: the first available',
      'DIRECTOR',
      { features: { communication: off, daily: on, manager: on } },
      'daily',
    ],
    [
      'only daily, but a guardian has no daily mode: normal',
      'GUARDIAN',
      { features: { communication: off, daily: on } },
      'normal',
    ],
    ['nothing available', 'SPONSOR', { features: { communication: off } }, null],
  ])('%s', (_title, profile, ctx, mode) => {
    expect(homeMode(contextFor(profile, ctx))).toBe(mode)
  })
})

describe('spec 000 §2 layouts by route', () => {
  const director = contextFor('DIRECTOR', { features: { daily: on, manager: on }, global: { advisor: on } })
  it.each<[string, ApplicationMode | 'empty' | 'cannot-see-main-site']>([
    ['/', 'normal'],
    ['/chat', 'normal'],
    ['/daily', 'daily'],
    ['/daily/check-in/pro', 'daily'],
    ['/dailyish', 'normal'],
    ['/advisor/dashboard', 'advisor'],
    ['/survey/pro', 'advisor'],
    ['/manager/admin/dashboard/occupation', 'manager'],
    ['/manager/guardian/extra-days', 'manager-guardian'],
    ['/fallbacks/no-page-accessible', 'empty'],
  ])('%s → %s', (path, layout) => {
    expect(layoutFor(director, path)).toBe(layout)
  })

  it('gives the manager-lite layout on a lite school', () => {
    expect(
      modeOfPath(
        contextFor('DIRECTOR', { features: { manager: on }, options: lite }),
        '/manager/admin/children',
      ),
    ).toBe('manager-lite')
  })

  it('gives the cannot-see-main-site layout to a user without main-site access', () => {
    expect(layoutFor(contextFor('GROUP_ADMIN'), '/')).toBe('cannot-see-main-site')
    expect(
      layoutFor(
        contextFor('TEACHER', {
          actor: { structureTreeScope: { groupIds: [], schoolIds: [], sectionIds: [] } },
        }),
        '/chat',
      ),
    ).toBe('cannot-see-main-site')
  })
})

describe('spec 000 §2 application switcher', () => {
  it.each<[string, ApplicationMode, ProfileType, ContextOptions, string]>([
    [
      'daily with check-in',
      'daily',
      'TEACHER',
      { features: { daily: on }, options: { daily: { allowCheckIn: 'check-in' } } },
      '/daily/check-in/children',
    ],
    [
      'daily with morning word',
      'daily',
      'TEACHER',
      { features: { daily: on }, options: { daily: { allowCheckIn: 'morning-word' } } },
      '/daily/check-in/children',
    ],
    [
      'daily with both',
      'daily',
      'TEACHER',
      { features: { daily: on }, options: { daily: { allowCheckIn: 'all' } } },
      '/daily/check-in/children',
    ],
    [
      'daily without check-in',
      'daily',
      'TEACHER',
      { features: { daily: on }, options: { daily: { allowCheckIn: 'none' } } },
      '/daily',
    ],
    ['advisor', 'advisor', 'DIRECTOR', { global: { advisor: on } }, '/advisor/dashboard'],
    ['manager', 'manager', 'DIRECTOR', { features: { manager: on } }, '/manager/admin/dashboard/occupation'],
    [
      'manager-lite',
      'manager-lite',
      'DIRECTOR',
      { features: { manager: on }, options: lite },
      '/manager/admin/dashboard/occupation',
    ],
    [
      'manager-guardian',
      'manager-guardian',
      'GUARDIAN',
      { features: { manager: on }, currentChild: holder },
      '/manager/guardian/extra-days',
    ],
    [
      'normal: first accessible menu item',
      'normal',
      'DIRECTOR',
      { features: { communication: off, management: on } },
      '/children-and-parents',
    ],
    ['normal: the newsfeed first when communication is on', 'normal', 'DIRECTOR', {}, '/'],
    ['normal: falls back to the newsfeed', 'normal', 'SPONSOR', { features: { communication: off } }, '/'],
  ])('%s', (_title, mode, profile, ctx, path) => {
    expect(switcherTarget(contextFor(profile, ctx), mode)).toBe(path)
  })

  it('hides itself when only one mode is available', () => {
    expect(applicationSwitcher(contextFor('TEACHER'))).toEqual([])
    expect(applicationSwitcher(contextFor('SPONSOR', { features: { communication: off } }))).toEqual([])
  })

  it('lists each available mode with its target', () => {
    const ctx = contextFor('COORDINATOR', { features: { daily: on, manager: on }, global: { advisor: on } })
    expect(applicationSwitcher(ctx)).toEqual([
      { mode: 'normal', path: '/' },
      { mode: 'daily', path: '/daily' },
      { mode: 'advisor', path: '/advisor/dashboard' },
      { mode: 'manager', path: '/manager/admin/dashboard/occupation' },
    ])
  })

  it('sends the home redirect to the home mode target', () => {
    expect(homePath(contextFor('DIRECTOR', { features: { communication: off, daily: on } }))).toBe('/daily')
    expect(homePath(contextFor('SPONSOR', { features: { communication: off } }))).toBeNull()
  })
})
