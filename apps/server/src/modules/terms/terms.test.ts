import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, eq } from 'drizzle-orm'
import { auditLog, brands, schools, terms, termsAcceptances, users } from '../../db/schema/index'
import { createTestApp, type TestApp } from '../../test/app'
import type { World } from '../../test/factories'

// Spec 000 §4 terms acceptance per user and per child, §6 terms check (guardians per current
// child, others validatedCgu), §7 terms calls, §9 terms per language (nl_BE falls back to
// English); spec 001 §3 CGU (link and annex with placeholders), §4 Terms-of-use dialog.
describe('terms (spec 000 §4, §7, §9; spec 001 §3, §4)', () => {
  let t: TestApp
  const request = (method: 'GET' | 'PUT', url: string, cookie?: string) =>
    t.app.inject({ method, url, headers: cookie ? { cookie } : {} })

  async function brandOf(world: World) {
    const [brand] = await t.database.db
      .select({ id: brands.id })
      .from(brands)
      .where(eq(brands.groupId, world.groupId))
    return brand!.id
  }
  async function publish(
    brandId: string | null,
    language: string,
    version: number,
    options: { annex?: string; publishedAt?: Date } = {},
  ) {
    const [row] = await t.database.db
      .insert(terms)
      .values({
        brandId,
        language,
        version,
        url: `https://terms.example.test/${brandId ?? 'generic'}/${language}/v${version}.pdf`,
        annex: options.annex ?? `Annex ${language} v${version}`,
        publishedAt: options.publishedAt ?? new Date('2026-01-01T00:00:00Z'),
      })
      .returning()
    return row!
  }

  beforeAll(async () => {
    t = await createTestApp({ now: '2026-11-18T09:30:00Z' })
  })
  afterAll(async () => t.close())

  describe('choosing the document', () => {
    let world: World
    let brandId: string
    beforeAll(async () => {
      world = await t.make.world()
      brandId = await brandOf(world)
      await publish(brandId, 'en', 1)
      await publish(brandId, 'en', 2)
      await publish(brandId, 'fr', 1)
      // Published in the future: not the latest yet.
      await publish(brandId, 'en', 3, { publishedAt: new Date('2027-01-01T00:00:00Z') })
    })

    it.each([
      ['fr', 'fr', 1],
      ['en', 'en', 2],
      ['de', 'en', 2],
      ['nl_BE', 'en', 2],
    ])('a %s user gets the %s document, latest published version %i', async (language, expected, version) => {
      const teacher = await t.make.staff('TEACHER', { sectionId: world.sectionIds[0] }, { language })
      const res = await request('GET', '/api/v1/terms', await t.login(teacher.email!))
      expect(res.statusCode).toBe(200)
      expect(res.json()).toMatchObject({
        language: expected,
        version,
        link: `https://terms.example.test/${brandId}/${expected}/v${version}.pdf`,
        acceptedAt: null,
        validatedCgu: false,
      })
    })

    it('uses a nl_BE document once the brand publishes one', async () => {
      const nl = await publish(brandId, 'nl_BE', 1)
      const teacher = await t.make.staff('TEACHER', { sectionId: world.sectionIds[0] }, { language: 'nl_BE' })
      const res = await request('GET', '/api/v1/terms', await t.login(teacher.email!))
      expect(res.json()).toMatchObject({ id: nl.id, language: 'nl_BE', version: 1 })
    })

    it('prefers the brand documents, then the generic ones (brand_id null)', async () => {
      await publish(null, 'it', 4)
      // This brand has English terms: an Italian user reads the brand's English terms.
      const inBrand = await t.make.staff('DIRECTOR', { schoolId: world.schoolId }, { language: 'it' })
      expect((await request('GET', '/api/v1/terms', await t.login(inBrand.email!))).json()).toMatchObject({
        language: 'en',
        version: 2,
      })
      // A brand without terms falls back to the generic document.
      const bare = await t.make.world()
      const elsewhere = await t.make.staff('DIRECTOR', { schoolId: bare.schoolId }, { language: 'it' })
      expect((await request('GET', '/api/v1/terms', await t.login(elsewhere.email!))).json()).toMatchObject({
        language: 'it',
        version: 4,
        link: 'https://terms.example.test/generic/it/v4.pdf',
      })
    })
  })

  it('fills the annex placeholders with the user, the school today, the school and the current child', async () => {
    const world = await t.make.world()
    await t.database.db.update(schools).set({ name: 'Les Petits Nids' }).where(eq(schools.id, world.schoolId))
    await publish(await brandOf(world), 'en', 1, {
      annex: 'I, {{user}}, for {{ child }}, accept the rules of {{school}} on {{date}}. {{unknown}} stays.',
    })
    const child = await t.make.child(world.sectionIds[0], { firstname: 'Lou', lastname: 'Martin' })
    const guardian = await t.make.guardianOf([child.id], { firstname: 'Ana', lastname: 'Martin' })
    // 23:30 UTC is already the next day in the school's Europe/Paris.
    t.clock.set('2026-11-18T23:30:00Z')
    const forGuardian = await request('GET', '/api/v1/terms', await t.login(guardian.email!))
    expect(forGuardian.json().annex).toBe(
      'I, Ana Martin, for Lou Martin, accept the rules of Les Petits Nids on 2026-11-19. {{unknown}} stays.',
    )
    const forChild = await request(
      'GET',
      `/api/v1/children/${child.id}/terms`,
      await t.login(guardian.email!),
    )
    expect(forChild.json().annex).toBe(
      'I, Ana Martin, for Lou Martin, accept the rules of Les Petits Nids on 2026-11-19. {{unknown}} stays.',
    )
    t.clock.set('2026-11-18T09:30:00Z')
  })

  it('gives staff and a child who signs in the general terms, without the guardians’ annex', async () => {
    // Spec 001 §4: guardians accept per child, the others the general terms; nobody else is
    // anyone's guardian ("I, Tom Roy, guardian of , accept…"), nor is a child her own.
    const world = await t.make.world({ variant: 'childrenLogin' })
    await publish(await brandOf(world), 'en', 1, { annex: 'I, {{user}}, guardian of {{child}}, accept.' })
    const teacher = await t.make.staff('TEACHER', { sectionId: world.sectionIds[0] })
    const child = await t.make.child(world.sectionIds[0], { email: `child.${world.schoolId}@example.test` })
    for (const user of [teacher, child]) {
      const view = await request('GET', '/api/v1/terms', await t.login(user.email!))
      expect(view.statusCode, view.body).toBe(200)
      expect(view.json()).toMatchObject({ annex: null, validatedCgu: false })
      expect(view.json().link).toMatch(/^https:/)
    }
  })

  it('records the user acceptance once, sets terms_accepted_at and audits it', async () => {
    const world = await t.make.world()
    const brandId = await brandOf(world)
    const v1 = await publish(brandId, 'en', 1)
    const teacher = await t.make.staff('TEACHER', { sectionId: world.sectionIds[0] })
    const cookie = await t.login(teacher.email!)
    expect((await request('GET', '/api/v1/terms', cookie)).json()).toMatchObject({
      id: v1.id,
      validatedCgu: false,
    })

    const accepted = await request('PUT', '/api/v1/terms/acceptance', cookie)
    expect(accepted.statusCode).toBe(200)
    expect(accepted.json()).toMatchObject({
      id: v1.id,
      acceptedAt: '2026-11-18T09:30:00.000Z',
      validatedCgu: true,
    })
    const [user] = await t.database.db.select().from(users).where(eq(users.id, teacher.id))
    expect(user!.termsAcceptedAt?.toISOString()).toBe('2026-11-18T09:30:00.000Z')

    // Idempotent: a second accept later keeps the first acceptance and writes nothing.
    t.clock.advance(60_000)
    const again = await request('PUT', '/api/v1/terms/acceptance', cookie)
    expect(again.json().acceptedAt).toBe('2026-11-18T09:30:00.000Z')
    const rows = await t.database.db
      .select()
      .from(termsAcceptances)
      .where(eq(termsAcceptances.userId, teacher.id))
    expect(rows).toHaveLength(1)
    expect(rows[0]!.childId).toBeNull()
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorId, teacher.id), eq(auditLog.action, 'terms.accept')))
    expect(audits).toHaveLength(1)
    expect(audits[0]!.targets).toMatchObject({ termsId: v1.id, version: 1, childId: null })
    expect((await request('GET', '/api/v1/terms', cookie)).json()).toMatchObject({ validatedCgu: true })

    // A new version must be accepted again.
    const v2 = await publish(brandId, 'en', 2, { publishedAt: t.clock.now() })
    expect((await request('GET', '/api/v1/terms', cookie)).json()).toMatchObject({
      id: v2.id,
      acceptedAt: null,
      validatedCgu: false,
    })
    t.clock.set('2026-11-18T09:30:00Z')
  })

  describe('per child (guardians only)', () => {
    let world: World
    let firstChild: { id: string; firstname: string; lastname: string }
    let secondChild: { id: string; firstname: string; lastname: string }
    let guardian: string
    let coGuardian: string
    let guardianId: string
    beforeAll(async () => {
      world = await t.make.world()
      await publish(await brandOf(world), 'en', 1, { annex: 'For {{child}}' })
      firstChild = await t.make.child(world.sectionIds[0])
      secondChild = await t.make.child(world.sectionIds[1])
      const g = await t.make.guardianOf([firstChild.id, secondChild.id])
      guardianId = g.id
      guardian = await t.login(g.email!)
      coGuardian = await t.login(
        (await t.make.guardianOf([firstChild.id], { relationship: 'Father', referent: false })).email!,
      )
    })

    it('asks only a referent guardian to confirm parental authority (spec 001 §2, §4)', async () => {
      const parental = async (url: string, cookie: string) =>
        (await request('GET', url, cookie)).json().parentalAuthority
      expect(await parental(`/api/v1/children/${firstChild.id}/terms`, guardian)).toBe(true)
      expect(await parental(`/api/v1/children/${firstChild.id}/terms`, coGuardian)).toBe(false)
      expect(await parental('/api/v1/terms', guardian)).toBe(false)
    })

    it('accepts for one child only, leaving the other child and the user level untouched', async () => {
      const before = await request('GET', `/api/v1/children/${firstChild.id}/terms`, guardian)
      expect(before.statusCode).toBe(200)
      expect(before.json()).toMatchObject({
        validatedCgu: false,
        annex: `For ${firstChild.firstname} ${firstChild.lastname}`,
      })

      const accepted = await request('PUT', `/api/v1/children/${firstChild.id}/terms/acceptance`, guardian)
      expect(accepted.statusCode).toBe(200)
      expect(accepted.json()).toMatchObject({ validatedCgu: true, acceptedAt: '2026-11-18T09:30:00.000Z' })
      expect(
        (await request('PUT', `/api/v1/children/${firstChild.id}/terms/acceptance`, guardian)).statusCode,
      ).toBe(200)

      expect(
        (await request('GET', `/api/v1/children/${firstChild.id}/terms`, guardian)).json().validatedCgu,
      ).toBe(true)
      const other = await request('GET', `/api/v1/children/${secondChild.id}/terms`, guardian)
      expect(other.json()).toMatchObject({
        validatedCgu: false,
        annex: `For ${secondChild.firstname} ${secondChild.lastname}`,
      })
      expect((await request('GET', '/api/v1/terms', guardian)).json().validatedCgu).toBe(false)
      // Each guardian accepts for themselves (the parental-authority confirmation is personal).
      expect(
        (await request('GET', `/api/v1/children/${firstChild.id}/terms`, coGuardian)).json().validatedCgu,
      ).toBe(false)

      const rows = await t.database.db
        .select()
        .from(termsAcceptances)
        .where(eq(termsAcceptances.userId, guardianId))
      expect(rows.map((r) => r.childId)).toEqual([firstChild.id])
      const [user] = await t.database.db.select().from(users).where(eq(users.id, guardianId))
      expect(user!.termsAcceptedAt).toBeNull()
      const audits = await t.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.actorId, guardianId), eq(auditLog.action, 'terms.acceptForChild')))
      expect(audits.map((a) => a.targets.childId)).toEqual([firstChild.id])
    })

    it('answers 404 for a child outside the family, 403 for non-guardians, 401 without a session', async () => {
      const otherWorld = await t.make.world()
      const stranger = await t.make.child(otherWorld.sectionIds[0])
      for (const method of ['GET', 'PUT'] as const) {
        const suffix = method === 'GET' ? 'terms' : 'terms/acceptance'
        const notMine = await request(method, `/api/v1/children/${stranger.id}/${suffix}`, guardian)
        expect(notMine.statusCode).toBe(404)
        expect(notMine.json().errorCode).toBe('NOT_FOUND')
        const teacher = await t.make.staff('TEACHER', { sectionId: world.sectionIds[0] })
        const forbidden = await request(
          method,
          `/api/v1/children/${firstChild.id}/${suffix}`,
          await t.login(teacher.email!),
        )
        expect(forbidden.statusCode).toBe(403)
        expect(forbidden.json().errorCode).toBe('FORBIDDEN')
        expect((await request(method, `/api/v1/children/${firstChild.id}/${suffix}`)).statusCode).toBe(401)
      }
      const acceptances = await t.database.db
        .select()
        .from(termsAcceptances)
        .where(eq(termsAcceptances.childId, stranger.id))
      expect(acceptances).toHaveLength(0)
    })
  })

  it('has nothing to accept when no document is published for the brand or generically', async () => {
    const world = await t.make.world()
    const director = await t.make.staff('DIRECTOR', { schoolId: world.schoolId }, { language: 'fr' })
    const cookie = await t.login(director.email!)
    const empty = {
      id: null,
      version: null,
      language: null,
      link: null,
      annex: null,
      acceptedAt: null,
      validatedCgu: true,
      parentalAuthority: false,
    }
    expect((await request('GET', '/api/v1/terms', cookie)).json()).toEqual(empty)
    const put = await request('PUT', '/api/v1/terms/acceptance', cookie)
    expect(put.statusCode).toBe(200)
    expect(put.json()).toEqual(empty)
    expect(
      await t.database.db.select().from(termsAcceptances).where(eq(termsAcceptances.userId, director.id)),
    ).toEqual([])
  })
})
