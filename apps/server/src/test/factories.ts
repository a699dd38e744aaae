import { randomBytes } from 'node:crypto'
import type { AccessLevels } from '@nido/domain/access/access-level'
import type { FeatureKey } from '@nido/domain/enums/features'
import type { BrandVariant } from '@nido/domain/enums/structure'
import type { GuardianRelationship, ProfileType } from '@nido/domain/enums/people'
import type { Db } from '../db/client'
import {
  brands,
  childSections,
  featureFlags,
  groups,
  guardianships,
  schools,
  sections,
  staffAssignments,
  users,
} from '../db/schema/index'
import { hashPassword } from '../platform/password'

// STYLE habit 10: each test builds its own data with small factories; nothing is shared.
export const testPassword = 'correct horse battery staple'
let passwordHash: Promise<string> | undefined
const hashed = () => (passwordHash ??= hashPassword(testPassword))

const unique = () => randomBytes(4).toString('hex')

export interface World {
  groupId: string
  schoolId: string
  sectionIds: [string, string]
}

export interface UserOptions {
  firstname?: string
  lastname?: string
  email?: string | null
  status?: 'Active' | 'Inactive' | 'Hidden' | 'AskedDeletion'
  observer?: boolean
  /** Spec 000 §3 advisorGuest: a coordinator who may open the advisor host dialog. */
  advisorGuest?: boolean
  isModerator?: boolean
  moderated?: boolean
  language?: string
  /** Staff only: the assignment's child, team and section access (All when not named). */
  access?: Partial<AccessLevels>
}

export function factories(db: Db) {
  const make = {
    async group(options: { variant?: BrandVariant } = {}) {
      const [group] = await db
        .insert(groups)
        .values({ name: `Group ${unique()}` })
        .returning()
      await db.insert(brands).values({
        groupId: group!.id,
        variant: options.variant ?? 'standard',
        name: 'Test brand',
        appName: 'Nido',
        primaryColor: '#3f51b5',
        secondaryColor: '#ff9800',
        supportEmail: 'support@example.test',
      })
      return group!
    },
    async school(groupId: string, options: { name?: string; timezone?: string } = {}) {
      const [school] = await db
        .insert(schools)
        .values({
          groupId,
          name: options.name ?? `School ${unique()}`,
          timezone: options.timezone ?? 'Europe/Paris',
        })
        .returning()
      return school!
    },
    async section(schoolId: string, name = `Section ${unique()}`) {
      const [section] = await db.insert(sections).values({ schoolId, name }).returning()
      return section!
    },
    /** A group with one school and two sections: the usual starting point of a test. */
    async world(options: { variant?: BrandVariant } = {}): Promise<World> {
      const group = await make.group(options)
      const school = await make.school(group.id)
      const a = await make.section(school.id, 'A')
      const b = await make.section(school.id, 'B')
      return { groupId: group.id, schoolId: school.id, sectionIds: [a.id, b.id] }
    },
    async user(profileType: ProfileType, options: UserOptions = {}) {
      const id = unique()
      const [user] = await db
        .insert(users)
        .values({
          profileType,
          firstname: options.firstname ?? `First${id}`,
          lastname: options.lastname ?? `Last${id}`,
          email:
            options.email === undefined ? `${profileType.toLowerCase()}.${id}@example.test` : options.email,
          passwordHash: await hashed(),
          status: options.status ?? 'Active',
          observer: options.observer ?? false,
          advisorGuest: options.advisorGuest ?? false,
          isModerator: options.isModerator ?? false,
          moderated: options.moderated ?? false,
          language: options.language ?? 'en',
        })
        .returning()
      return user!
    },
    /** A staff member assigned at one level: group, school or section. */
    async staff(
      profileType: ProfileType,
      at: { groupId: string } | { schoolId: string } | { sectionId: string },
      options: UserOptions = {},
    ) {
      const user = await make.user(profileType, options)
      const access = {
        childAccess: options.access?.child ?? 'All',
        teamAccess: options.access?.team ?? 'All',
        sectionAccess: options.access?.section ?? 'All',
      } as const
      await db
        .insert(staffAssignments)
        .values(
          'groupId' in at
            ? { userId: user.id, level: 'GROUP', groupId: at.groupId, ...access }
            : 'schoolId' in at
              ? { userId: user.id, level: 'SCHOOL', schoolId: at.schoolId, ...access }
              : { userId: user.id, level: 'SECTION', sectionId: at.sectionId, ...access },
        )
      return user
    },
    async child(sectionId: string, options: UserOptions = {}) {
      const child = await make.user('CHILD', { email: null, ...options })
      await db.insert(childSections).values({ childId: child.id, sectionId })
      return child
    },
    async guardianOf(
      childIds: string[],
      options: UserOptions & { relationship?: GuardianRelationship; referent?: boolean } = {},
    ) {
      const guardian = await make.user('GUARDIAN', options)
      for (const childId of childIds) {
        await db.insert(guardianships).values({
          guardianId: guardian.id,
          childId,
          relationship: options.relationship ?? 'Mother',
          referent: options.referent ?? true,
        })
      }
      return guardian
    },
    async feature(
      schoolId: string | null,
      key: FeatureKey,
      enabled: boolean | null,
      options: Record<string, unknown> = {},
    ) {
      await db.insert(featureFlags).values({ schoolId, key, enabled, options })
    },
  }
  return make
}
