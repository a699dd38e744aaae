import { describe, expect, it } from 'vitest'
import { profileTypes } from '../../enums/people'
import type { ProfileType } from '../../enums/people'
import {
  canAccessMainSite,
  fallbackPaths,
  hasSchoolScope,
  mainSiteFallback,
  mainSiteRoleAllowed,
  noAccessRedirect,
} from './main-site'
import type { MainSiteFallback } from './main-site'
import type { ContextOptions } from '../test-context'
import { actorFor, contextFor } from '../test-context'

const allowedRoles = ['COORDINATOR', 'SPONSOR', 'TEACHER', 'DIRECTOR', 'CHILD', 'GUARDIAN', 'ETUDE']
const noScope = { groupIds: [], schoolIds: [], sectionIds: [] }

describe('spec 000 §6 roles allowed on the main site', () => {
  it.each(profileTypes.map((profile) => [profile, allowedRoles.includes(profile)] as const))(
    '%s → %s',
    (profile, allowed) => {
      expect(mainSiteRoleAllowed(actorFor(profile))).toBe(allowed)
    },
  )
})

describe('spec 000 §6 school scope (guardians need children and schools)', () => {
  it.each<[string, ProfileType, Parameters<typeof actorFor>[1], boolean]>([
    ['teacher with a school', 'TEACHER', {}, true],
    ['teacher without a school', 'TEACHER', { structureTreeScope: noScope }, false],
    ['child with a school', 'CHILD', {}, true],
    ['guardian with a child and a school', 'GUARDIAN', {}, true],
    ['guardian with a child but no school', 'GUARDIAN', { structureTreeScope: noScope }, false],
    [
      'guardian with a school but no child',
      'GUARDIAN',
      { familyScope: { childIds: [], guardianIds: [] } },
      false,
    ],
  ])('%s → %s', (_title, profile, actor, expected) => {
    expect(hasSchoolScope(actorFor(profile, actor))).toBe(expected)
  })
})

describe('spec 000 §2/§6 main-site access and fallbacks', () => {
  it.each<[string, ProfileType, ContextOptions, boolean, MainSiteFallback | null]>([
    ['teacher with communication', 'TEACHER', {}, true, null],
    [
      'guardian with communication off (newsfeed always)',
      'GUARDIAN',
      { features: { communication: 'DISABLED' } },
      true,
      null,
    ],
    ['group admin: role not allowed', 'GROUP_ADMIN', {}, false, 'account-unauthorized'],
    [
      'super admin without scope: role first',
      'SUPER_ADMIN',
      { actor: { structureTreeScope: noScope } },
      false,
      'account-unauthorized',
    ],
    [
      'director without attributions',
      'DIRECTOR',
      { actor: { structureTreeScope: noScope } },
      false,
      'empty-account',
    ],
    [
      'guardian without children',
      'GUARDIAN',
      { actor: { familyScope: { childIds: [], guardianIds: [] } } },
      false,
      'empty-account',
    ],
    [
      'sponsor with nothing accessible',
      'SPONSOR',
      { features: { communication: 'DISABLED' } },
      false,
      'no-page-accessible',
    ],
    [
      'etude with only advisor pages',
      'ETUDE',
      { features: { communication: 'DISABLED' }, global: { advisor: 'ACTIVE' } },
      true,
      null,
    ],
  ])('%s', (_title, profile, ctx, access, fallback) => {
    const context = contextFor(profile, ctx)
    expect(canAccessMainSite(context)).toBe(access)
    expect(mainSiteFallback(context)).toBe(fallback)
  })

  it('names the fallback routes of spec 000 §2', () => {
    expect(fallbackPaths).toEqual({
      'empty-account': '/fallbacks/empty-account',
      'account-unauthorized': '/fallbacks/account-unauthorized',
      'no-page-accessible': '/fallbacks/no-page-accessible',
    })
  })

  it('redirects a page without access to the first accessible page, else no-page-accessible', () => {
    expect(noAccessRedirect(contextFor('TEACHER'))).toBe('/')
    expect(noAccessRedirect(contextFor('SPONSOR', { features: { communication: 'DISABLED' } }))).toBe(
      '/fallbacks/no-page-accessible',
    )
  })
})
