import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm'
import { randomBytes } from 'node:crypto'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { guardianRelationships } from '@nido/domain/enums/people'
import { languages } from '@nido/domain/i18n/languages'
import { openDatabase, type Database } from '../db/client'
import { selectRows } from '../db/rows'
import {
  brands,
  childSections,
  featureFlags,
  groups,
  guardianships,
  inAppMessages,
  openings,
  schools,
  sections,
  terms,
  users,
} from '../db/schema/index'
import { resolveActor } from '../platform/actor'
import { localStorage } from '../platform/storage'
import { verifyPassword } from '../platform/password'
import { adminUrl, databaseUrlFor, withAdminClient } from '../test/db'
import { demoAccounts, demoAccountsTable, demoGroups, demoPassword } from './demo-accounts'
import { isDatabaseEmpty, seedDemo } from './demo'
import { demoAdvisorLibraryQuestion } from './demo-advisor'
import { scalePassword, seedScale } from './scale'

// Each describe gets its own database (ARCHITECTURE §9): PGlite in memory by default, a new
// PostgreSQL database when TEST_DATABASE_URL is set. Created and migrated here rather than from
// the shared template, because seeding needs an empty database and nothing else.
async function emptyDatabase(): Promise<Database> {
  const base = adminUrl()
  if (!base) {
    const database = await openDatabase({})
    await database.migrate()
    return database
  }
  const name = `nido_t_${randomBytes(6).toString('hex')}`
  await withAdminClient((c) => c.query(`create database ${name}`))
  const database = await openDatabase({ url: databaseUrlFor(base, name), pool: 4 })
  await database.migrate()
  return {
    ...database,
    close: async () => {
      await database.close()
      await withAdminClient((c) => c.query(`drop database if exists ${name} with (force)`))
    },
  }
}

const now = new Date('2026-11-18T09:30:00Z')
// The demo's pictures go to a folder of their own; its links are built from this address.
const seedOptions = {
  storage: localStorage(mkdtempSync(path.join(tmpdir(), 'nido-seed-media-'))),
  publicUrl: 'https://nido.example.org',
}
const timeout = 60_000

describe('demo seed (README demo accounts)', () => {
  let database: Database
  beforeAll(async () => {
    database = await emptyDatabase()
    expect(await isDatabaseEmpty(database.db)).toBe(true)
    await seedDemo(database.db, now, seedOptions)
  }, timeout)
  afterAll(async () => database.close())

  it('creates every demo account with its profile type, password and school or group', async () => {
    const db = database.db
    const rows = await db
      .select({ id: users.id, email: users.email, profileType: users.profileType, hash: users.passwordHash })
      .from(users)
      .where(
        inArray(
          users.email,
          demoAccounts.map((a) => a.email),
        ),
      )
    expect(rows).toHaveLength(demoAccounts.length)
    // One hash for all of them (hashed once); verifying it once proves every account's password.
    const hashes = new Set(rows.map((r) => r.hash))
    expect(hashes.size).toBe(1)
    expect(await verifyPassword(rows[0]!.hash!, demoPassword)).toBe(true)

    const schoolRows = await db.select({ id: schools.id, name: schools.name }).from(schools)
    const groupRows = await db.select({ id: groups.id, name: groups.name }).from(groups)
    for (const account of demoAccounts) {
      const row = rows.find((r) => r.email === account.email)
      expect(row?.profileType, account.email).toBe(account.profile)
      const actor = await resolveActor(db, {
        id: 'no-session',
        userId: row!.id,
        currentChildId: null,
        currentSchoolId: null,
        impersonatorId: null,
      })
      const school = schoolRows.find((s) => s.name === account.school)
      const group = groupRows.find((g) => g.name === account.school)
      if (school) expect(actor!.structureTreeScope.schoolIds, account.email).toContain(school.id)
      else expect(actor!.structureScope.groupIds, account.email).toContain(group!.id)
    }
  })

  it('puts the demo child in a school whose brand lets children sign in (spec 000 §1)', async () => {
    const variants = await database.db
      .select({ variant: brands.variant })
      .from(users)
      .innerJoin(childSections, eq(childSections.childId, users.id))
      .innerJoin(sections, eq(sections.id, childSections.sectionId))
      .innerJoin(schools, eq(schools.id, sections.schoolId))
      .innerJoin(brands, eq(brands.groupId, schools.groupId))
      .where(eq(users.email, 'child@nido.demo'))
    expect(variants.map((v) => v.variant)).toEqual(['childrenLogin'])
    const all = await database.db.select({ variant: brands.variant }).from(brands)
    expect(all.map((b) => b.variant).sort()).toEqual(['childrenLogin', 'standard'])
  })

  it('uses every guardian relationship of spec 000 §3 at least once', async () => {
    const rows = await database.db
      .selectDistinct({ relationship: guardianships.relationship })
      .from(guardianships)
    expect(rows.map((r) => r.relationship).sort()).toEqual([...guardianRelationships].sort())
  })

  it('has about forty families, every child in one section with a referent guardian', async () => {
    const db = database.db
    // A family is the set of guardians its children share.
    const perChild = db
      .select({
        childId: guardianships.childId,
        guardianSet:
          sql<string>`array_agg(${guardianships.guardianId} order by ${guardianships.guardianId})`.as(
            'guardian_set',
          ),
        referents: sql<number>`count(*) filter (where ${guardianships.referent})`.as('referents'),
      })
      .from(guardianships)
      .groupBy(guardianships.childId)
      .as('per_child')
    const [families] = await db
      .select({ n: sql<number>`count(distinct ${perChild.guardianSet})::int` })
      .from(perChild)
    expect(families!.n).toBeGreaterThanOrEqual(35)
    expect(families!.n).toBeLessThanOrEqual(45)

    const children = await db
      .select({ id: users.id, birthDate: users.birthDate, email: users.email })
      .from(users)
      .where(eq(users.profileType, 'CHILD'))
    const sectionCounts = await db
      .select({ childId: childSections.childId, n: count() })
      .from(childSections)
      .groupBy(childSections.childId)
    const withReferent = await db
      .select({ childId: perChild.childId })
      .from(perChild)
      .where(sql`${perChild.referents} > 0`)
    expect(children.length).toBeGreaterThan(40)
    for (const child of children) {
      expect(sectionCounts.find((s) => s.childId === child.id)?.n, child.id).toBe(1)
      expect(
        withReferent.some((r) => r.childId === child.id),
        child.id,
      ).toBe(true)
      expect(child.birthDate).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    }
    // Children have no e-mail, except the demo child account.
    expect(children.filter((c) => c.email !== null).map((c) => c.email)).toEqual(['child@nido.demo'])
  })

  it('gives every school weekday openings and a Christmas closing', async () => {
    const db = database.db
    const schoolRows = await db.select({ id: schools.id, timezone: schools.timezone }).from(schools)
    expect(schoolRows).toHaveLength(4)
    expect(new Set(schoolRows.map((s) => s.timezone)).size).toBeGreaterThanOrEqual(3)
    for (const school of schoolRows) {
      const weekly = await db
        .select({ weekday: openings.weekday })
        .from(openings)
        .where(and(eq(openings.schoolId, school.id), eq(openings.type, 'Opening')))
        .orderBy(asc(openings.weekday))
      expect(weekly.map((o) => o.weekday)).toEqual([1, 2, 3, 4, 5])
      const closings = await db
        .select({ from: openings.dateFrom, to: openings.dateTo })
        .from(openings)
        .where(and(eq(openings.schoolId, school.id), eq(openings.type, 'Closing')))
      expect(closings).toContainEqual({ from: '2026-12-24', to: '2027-01-01' })
    }
  })

  it('stores flags, terms in seven languages and an in-app message that has started', async () => {
    const db = database.db
    const global = await db
      .select({ key: featureFlags.key, enabled: featureFlags.enabled })
      .from(featureFlags)
      .where(isNull(featureFlags.schoolId))
    expect(global).toEqual(
      expect.arrayContaining([
        { key: 'communication', enabled: true },
        { key: 'advisor', enabled: true },
      ]),
    )
    const off = await db.select({ n: count() }).from(featureFlags).where(eq(featureFlags.enabled, false))
    expect(off[0]!.n).toBeGreaterThan(0)
    const [groupA] = await db
      .select({ id: groups.id })
      .from(groups)
      .where(eq(groups.name, demoGroups.petitsNids))
    const termRows = await db
      .select({ language: terms.language, annex: terms.annex })
      .from(terms)
      .innerJoin(brands, eq(brands.id, terms.brandId))
      .where(eq(brands.groupId, groupA!.id))
    expect(termRows.map((t) => t.language).sort()).toEqual([...languages].sort())
    for (const t of termRows)
      expect(t.annex).toMatch(/\{\{user\}\}.*\{\{child\}\}.*\{\{school\}\}.*\{\{date\}\}/)
    const [message] = await db.select().from(inAppMessages)
    expect(Object.keys(message!.contentHtml).sort()).toEqual([...languages].sort())
    expect(Object.keys(message!.button).sort()).toEqual([...languages].sort())
    expect(message!.startsAt.getTime()).toBeLessThan(now.getTime())
  })

  it("gives London's children priced, signed contracts; one draft; none for Oliver Clarke", async () => {
    const rows = await selectRows<{
      firstname: string
      lastname: string
      status: string
      decisions: number
      signed: boolean
    }>(
      database.db,
      sql`select u.firstname, u.lastname, c.document_status as status,
          (select count(*)::int from manager_pricing_decisions d where d.contract_id = c.id) as decisions,
          (c.pdf_sha256 is not null and c.signed_pdf_sha256 = c.pdf_sha256
            and encode(sha256(c.pdf), 'hex') = c.pdf_sha256) as signed
        from manager_contracts c join users u on u.id = c.child_id`,
    )
    expect(rows.length).toBeGreaterThan(5)
    expect(rows.some((r) => r.firstname === 'Oliver' && r.lastname === 'Clarke')).toBe(false)
    expect(rows.filter((r) => r.status === 'Draft')).toHaveLength(1)
    const signed = rows.filter((r) => r.status === 'Signed')
    expect(signed).toHaveLength(rows.length - 1)
    expect(signed.every((r) => r.signed && r.decisions === 1)).toBe(true)
  })

  it('answers an identified survey about the Lyon guardian’s children (docs/advisor.md)', async () => {
    const rows = await selectRows<{ channel: string; n: number }>(
      database.db,
      sql`select r.channel, count(*)::int as n from advisor_replies r
        join guardianships g on g.child_id = r.child_id and g.guardian_id = r.user_id
        join users u on u.id = g.guardian_id
        where lower(u.email) = 'guardian.lyon@nido.demo' and r.first_of_set
        group by 1 order by 1`,
    )
    expect(rows.map((r) => r.channel)).toContain('popup')
  })

  it('keeps the Lyon NPS question in the library, copied by each demo campaign (docs/advisor.md)', async () => {
    const rows = await selectRows<{ campaigns: number }>(
      database.db,
      sql`select count(distinct q.campaign_id)::int as campaigns
        from advisor_library_questions l join advisor_questions q on q.library_question_id = l.id
        where l.content = ${demoAdvisorLibraryQuestion}`,
    )
    expect(rows[0]!.campaigns).toBe(3)
  })

  it('is not seeded twice: the database is no longer empty and a second run is refused', async () => {
    expect(await isDatabaseEmpty(database.db)).toBe(false)
    await expect(seedDemo(database.db, now, seedOptions)).rejects.toThrow(/empty database/)
    const [n] = await database.db.select({ n: count() }).from(groups)
    expect(n!.n).toBe(2)
  })

  it(
    'is deterministic: the same clock gives the same people',
    async () => {
      const other = await emptyDatabase()
      try {
        await seedDemo(other.db, now, seedOptions)
        const people = (db: Database['db']) =>
          db
            .select({
              firstname: users.firstname,
              lastname: users.lastname,
              email: users.email,
              birthDate: users.birthDate,
              phone: users.phone,
            })
            .from(users)
            .orderBy(asc(users.lastname), asc(users.firstname), asc(users.birthDate), asc(users.email))
        expect(await people(other.db)).toEqual(await people(database.db))
      } finally {
        await other.close()
      }
    },
    timeout,
  )

  it('renders the README table with one row per account', () => {
    const table = demoAccountsTable().split('\n')
    expect(table[0]).toBe('| profile | school | e-mail | password |')
    expect(table).toHaveLength(demoAccounts.length + 2)
  })
})

describe('scale seed (bench)', () => {
  let database: Database
  beforeAll(async () => {
    database = await emptyDatabase()
  }, timeout)
  afterAll(async () => database.close())

  it(
    'creates N schools, M children and a guardian of three children',
    async () => {
      const summary = await seedScale(database.db, { schools: 3, children: 60, contentItems: 0, now })
      expect(summary).toMatchObject({ schools: 3, children: 60, password: scalePassword })
      const db = database.db
      const [schoolCount] = await db.select({ n: count() }).from(schools)
      expect(schoolCount!.n).toBe(3)
      const profiles = await db
        .select({ profileType: users.profileType, n: count() })
        .from(users)
        .groupBy(users.profileType)
      const countOf = (p: string) => profiles.find((r) => r.profileType === p)?.n ?? 0
      expect(countOf('CHILD')).toBe(60)
      expect(countOf('GUARDIAN')).toBe(summary.guardians)
      expect(countOf('TEACHER') + countOf('DIRECTOR') + 2).toBe(summary.staff)
      const [placed] = await db.select({ n: count() }).from(childSections)
      expect(placed!.n).toBe(60)

      const three = await db
        .select({ childId: guardianships.childId, hash: users.passwordHash })
        .from(guardianships)
        .innerJoin(users, eq(users.id, guardianships.guardianId))
        .where(eq(users.email, summary.guardianWithThreeChildren))
      expect(three).toHaveLength(3)
      expect(await verifyPassword(three[0]!.hash!, scalePassword)).toBe(true)
      // Every child has one or two guardians.
      const perChild = await db.select({ n: count() }).from(guardianships).groupBy(guardianships.childId)
      expect(perChild).toHaveLength(60)
      for (const row of perChild) expect([1, 2]).toContain(row.n)
    },
    timeout,
  )
})
