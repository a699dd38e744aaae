import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, eq } from 'drizzle-orm'
import { featureFlags, schools } from '../../db/schema/index'
import { createTestApp, type TestApp } from '../../test/app'
import { makeUpload } from '../../test/uploads'

// Manager child and guardian files (docs/manager-children.md): spec 000 §6 manager menus, §7
// scope metadata, 001 §6 departure picker. Through HTTP against a real database.
describe('manager children (spec 000 §2, §6; 001 §6)', () => {
  let t: TestApp
  let schoolId: string
  let childId: string
  let otherChildId: string
  let guardianId: string
  let directorId: string
  let coGuardianId: string
  const cookies: Record<string, string> = {}

  const call = (who: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie: cookies[who]! }, ...(payload ? { payload } : {}) })

  beforeAll(async () => {
    t = await createTestApp({ now: '2026-11-18T09:30:00Z' })
    const world = await t.make.world()
    schoolId = world.schoolId
    await t.make.feature(schoolId, 'manager', true)
    await t.make.feature(schoolId, 'daily', true, { allowCheckIn: 'all' })
    const child = await t.make.child(world.sectionIds[0], { firstname: 'Zoé', lastname: 'Martin' })
    const other = await t.make.child(world.sectionIds[1], { firstname: 'Léo', lastname: 'Bernard' })
    childId = child.id
    otherChildId = other.id
    const guardian = await t.make.guardianOf([child.id], { referent: true })
    const coGuardian = await t.make.guardianOf([child.id])
    guardianId = guardian.id
    coGuardianId = coGuardian.id
    cookies.guardian = await t.login(guardian.email!)
    cookies.coGuardian = await t.login(coGuardian.email!)
    const director = await t.make.staff('DIRECTOR', { schoolId })
    directorId = director.id
    cookies.director = await t.login(director.email!)
    cookies.teacher = await t.login(
      (await t.make.staff('TEACHER', { sectionId: world.sectionIds[0] })).email!,
    )
    cookies.observer = await t.login(
      (await t.make.staff('TEACHER', { sectionId: world.sectionIds[0] }, { observer: true })).email!,
    )
  })
  afterAll(async () => t.close())

  it('lists the children with and without a file, by name, a page at a time', async () => {
    const without = await call('director', 'GET', '/api/v1/manager/children?file=without&limit=1')
    expect(without.statusCode, without.body).toBe(200)
    expect(without.json().items.map((c: { firstname: string }) => c.firstname)).toEqual(['Léo'])
    const next = await call(
      'director',
      'GET',
      `/api/v1/manager/children?file=without&limit=1&cursor=${without.json().nextCursor}`,
    )
    expect(next.json().items.map((c: { firstname: string }) => c.firstname)).toEqual(['Zoé'])
    expect(next.json().nextCursor).toBeNull()
    // A teacher reaches only their section's children (spec 000 §6 query scope by section).
    const teacher = await call('teacher', 'GET', '/api/v1/manager/children?file=all&q=zoe')
    expect(teacher.json().items.map((c: { id: string }) => c.id)).toEqual([childId])
    const notMine = await call('teacher', 'GET', `/api/v1/manager/children/${otherChildId}`)
    expect(notMine.statusCode).toBe(404)
  })

  it('saves the file with checked phone numbers; observers read only', async () => {
    const bad = await call('teacher', 'PUT', `/api/v1/manager/children/${childId}/file`, {
      healthNotes: null,
      allergies: 'Peanuts',
      doctorName: 'Dr Who',
      doctorPhone: '12',
      emergencyContactName: null,
      emergencyContactPhone: null,
    })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().errorCode).toBe('PHONE_NUMBER_INVALID')
    const saved = await call('teacher', 'PUT', `/api/v1/manager/children/${childId}/file`, {
      healthNotes: 'Asthma: inhaler in the bag',
      allergies: 'Peanuts',
      doctorName: 'Dr Who',
      doctorPhone: '01 23 45 67 89',
      emergencyContactName: 'Aunt May',
      emergencyContactPhone: '+44 20 7946 0958',
    })
    expect(saved.statusCode, saved.body).toBe(200)
    expect(saved.json().file).toMatchObject({ allergies: 'Peanuts', doctorPhone: '+33123456789' })
    expect(saved.json().child.hasFile).toBe(true)
    const observed = await call('observer', 'GET', `/api/v1/manager/children/${childId}`)
    expect(observed.json()).toMatchObject({ canEdit: false, file: { doctorName: 'Dr Who' } })
    const refused = await call('observer', 'PUT', `/api/v1/manager/children/${childId}/file`, {
      healthNotes: null,
      allergies: null,
      doctorName: null,
      doctorPhone: null,
      emergencyContactName: null,
      emergencyContactPhone: null,
    })
    expect(refused.json().errorCode).toBe('FORBIDDEN_OBSERVER')
  })

  it('makes a guardian a contract holder: the context says so and the departure picker lists them', async () => {
    const before = await call('guardian', 'GET', '/api/v1/me/context')
    expect(before.json().currentChild).toMatchObject({ isContractHolder: false })
    const byTeacher = await call(
      'teacher',
      'PUT',
      `/api/v1/manager/children/${childId}/guardians/${guardianId}/contract-holder`,
      {
        contractHolder: true,
      },
    )
    expect(byTeacher.statusCode).toBe(403)
    const set = await call(
      'director',
      'PUT',
      `/api/v1/manager/children/${childId}/guardians/${guardianId}/contract-holder`,
      {
        contractHolder: true,
      },
    )
    expect(set.statusCode, set.body).toBe(200)
    expect(set.json().guardians).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: guardianId, contractHolder: true }),
        expect.objectContaining({ id: coGuardianId, contractHolder: false }),
      ]),
    )
    const after = await call('guardian', 'GET', '/api/v1/me/context')
    expect(after.json().currentChild).toMatchObject({ isContractHolder: true })

    const added = await call('teacher', 'POST', `/api/v1/manager/children/${childId}/pickup-persons`, {
      firstname: 'Mary',
      lastname: 'Poppins',
      relationship: 'Nanny',
      phone: '06 12 34 56 78',
      identityCheckNote: 'Passport',
    })
    expect(added.statusCode, added.body).toBe(201)
    const person = added.json().pickupPersons[0]
    expect(person).toMatchObject({ firstname: 'Mary', phone: '+33612345678', position: 1 })
    const picker = await call('teacher', 'GET', `/api/v1/daily/children/${childId}/allowed-to-bring`)
    expect(picker.statusCode, picker.body).toBe(200)
    expect(picker.json()).toMatchObject({
      managerOn: true,
      holders: [{ id: guardianId }],
      allowedToBringChild: [{ id: person.id, firstname: 'Mary', lastname: 'Poppins' }],
    })
    const removed = await call(
      'teacher',
      'DELETE',
      `/api/v1/manager/children/${childId}/pickup-persons/${person.id}`,
    )
    expect(removed.json().pickupPersons).toEqual([])
  })

  it('lets the contract holder answer an authorization; others get 404, manager-lite 403', async () => {
    const holder = await call(
      'guardian',
      'PUT',
      `/api/v1/manager/guardian/children/${childId}/authorizations/Photos`,
      {
        granted: true,
      },
    )
    expect(holder.statusCode, holder.body).toBe(200)
    expect(holder.json().items[0]).toMatchObject({
      kind: 'Photos',
      granted: true,
      decidedBy: { id: guardianId },
    })
    const notHolder = await call(
      'coGuardian',
      'GET',
      `/api/v1/manager/guardian/children/${childId}/authorizations`,
    )
    expect(notHolder.statusCode).toBe(404)
    const table = await call('director', 'GET', '/api/v1/manager/authorizations?q=zoe')
    expect(table.json().items[0].items.map((a: { granted: boolean | null }) => a.granted)).toEqual([
      true,
      null,
      null,
    ])
    // Spec 000 §6: not for a manager-lite school, whoever holds the contract.
    await t.database.db
      .update(featureFlags)
      .set({ options: { isManagerLite: true } })
      .where(and(eq(featureFlags.schoolId, schoolId), eq(featureFlags.key, 'manager')))
    const lite = await call('guardian', 'GET', `/api/v1/manager/guardian/children/${childId}/authorizations`)
    expect(lite.json().errorCode).toBe('FORBIDDEN_BY_FEATURE_SETTINGS')
    await t.database.db
      .update(featureFlags)
      .set({ options: {} })
      .where(and(eq(featureFlags.schoolId, schoolId), eq(featureFlags.key, 'manager')))
  })

  it("shows the contract holder the school's public page and hours, 404 while it is hidden", async () => {
    const about = `/api/v1/manager/guardian/children/${childId}/about`
    await t.database.db
      .update(schools)
      .set({ publicPageVisible: false, publicDescription: 'A garden and two rooms.', city: 'Lyon' })
      .where(eq(schools.id, schoolId))
    expect((await call('guardian', 'GET', about)).statusCode).toBe(404)
    await t.database.db.update(schools).set({ publicPageVisible: true }).where(eq(schools.id, schoolId))
    const shown = await call('guardian', 'GET', about)
    expect(shown.statusCode, shown.body).toBe(200)
    expect(shown.json().school).toMatchObject({
      id: schoolId,
      description: 'A garden and two rooms.',
      city: 'Lyon',
    })
    expect(shown.json().weekdays.map((d: { weekday: number }) => d.weekday)).toEqual([1, 2, 3, 4, 5, 6, 7])
    // Spec 000 §6: the contract holder only.
    expect((await call('coGuardian', 'GET', about)).statusCode).toBe(404)
  })

  it('keeps the proof files of a resource row, readable by those who price only', async () => {
    // The co-guardian's rows: the history test below counts the referent's.
    const proof = await makeUpload(t.database.db, {
      ownerId: directorId,
      kind: 'household-resource',
      fileName: 'avis-impot-2025.pdf',
    })
    const row = {
      validFrom: '2025-01-01',
      monthlyAmountCents: 300_000,
      childrenInCharge: 1,
      aeeh: false,
      source: 'TaxNotice',
      proofNote: null,
    }
    const added = await call('director', 'POST', `/api/v1/manager/guardians/${coGuardianId}/resources`, {
      ...row,
      proofMediaIds: [proof],
    })
    expect(added.statusCode, added.body).toBe(201)
    expect(added.json().proofs.map((p: { id: string; fileName: string }) => [p.id, p.fileName])).toEqual([
      [proof, 'avis-impot-2025.pdf'],
    ])
    const history = await call('director', 'GET', `/api/v1/manager/guardians/${coGuardianId}/resources`)
    expect(history.json().items.find((r: { id: string }) => r.id === added.json().id).proofs).toHaveLength(1)
    // docs/media.md: the file follows the row's rule — the school's director reads it, a teacher
    // of the same school does not (resources are pricing's, decision 0050 §3).
    expect((await call('director', 'GET', `/api/v1/media/${proof}/url`)).statusCode).toBe(200)
    expect((await call('teacher', 'GET', `/api/v1/media/${proof}/url`)).statusCode).toBe(404)
    // Somebody else's upload cannot be attached; nothing is written.
    const foreign = await makeUpload(t.database.db, { ownerId: guardianId, kind: 'household-resource' })
    const refused = await call('director', 'POST', `/api/v1/manager/guardians/${coGuardianId}/resources`, {
      ...row,
      validFrom: '2025-02-01',
      proofMediaIds: [foreign],
    })
    expect(refused.statusCode).toBe(404)
    const after = await call(
      'director',
      'GET',
      `/api/v1/manager/guardians/${coGuardianId}/resources?limit=100`,
    )
    expect(after.json().items.some((r: { validFrom: string }) => r.validFrom === '2025-02-01')).toBe(false)
    // A proof is a PDF or a picture.
    const sheet = await call('director', 'POST', '/api/v1/media/uploads', {
      kind: 'household-resource',
      fileName: 'budget.xlsx',
      size: 2000,
    })
    expect(sheet.json().errorCode).toBe('RESOURCE_ATTACHMENT_NOT_SUPPORTED')
  })

  it('keeps dated household resources: the current row per guardian and the history', async () => {
    const add = (validFrom: string, monthlyAmountCents: number) =>
      call('director', 'POST', `/api/v1/manager/guardians/${guardianId}/resources`, {
        validFrom,
        monthlyAmountCents,
        childrenInCharge: 2,
        aeeh: false,
        source: 'TaxNotice',
        proofNote: 'Tax notice 2024',
      })
    expect((await add('2026-01-01', 350_000)).statusCode).toBe(201)
    expect((await add('2026-09-01', 400_000)).statusCode).toBe(201)
    expect((await add('2027-01-01', 420_000)).statusCode).toBe(201)
    const list = await call('director', 'GET', '/api/v1/manager/guardians')
    expect(list.statusCode, list.body).toBe(200)
    const mine = list.json().items.find((g: { id: string }) => g.id === guardianId)
    expect(mine.currentResource).toMatchObject({ validFrom: '2026-09-01', monthlyAmountCents: 400_000 })
    expect(mine.children.map((c: { id: string }) => c.id)).toEqual([childId])
    const first = await call('director', 'GET', `/api/v1/manager/guardians/${guardianId}/resources?limit=2`)
    expect(first.json().items.map((r: { validFrom: string }) => r.validFrom)).toEqual([
      '2027-01-01',
      '2026-09-01',
    ])
    const rest = await call(
      'director',
      'GET',
      `/api/v1/manager/guardians/${guardianId}/resources?limit=2&cursor=${first.json().nextCursor}`,
    )
    expect(rest.json().items.map((r: { validFrom: string }) => r.validFrom)).toEqual(['2026-01-01'])
    const teacher = await call('teacher', 'GET', `/api/v1/manager/guardians/${guardianId}/resources`)
    expect(teacher.statusCode).toBe(403)
  })

  it('answers manager scope metadata with the contract holders in scope only', async () => {
    const res = await call('director', 'POST', '/api/v1/manager/scope/metadata', {
      contractHolderIds: [guardianId, coGuardianId],
      inscriptionIds: [],
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toEqual({
      inscriptions: [],
      contractHolders: [expect.objectContaining({ id: guardianId, childIds: [childId] })],
    })
    const tooMany = await call('director', 'POST', '/api/v1/manager/scope/metadata', {
      contractHolderIds: Array.from({ length: 7501 }, () => guardianId),
    })
    expect(tooMany.json().errorCode).toBe('TOO_MANY_IDS')
  })
})
