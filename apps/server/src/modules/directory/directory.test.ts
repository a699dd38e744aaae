import { stringify } from 'csv-stringify/sync'
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  familyColumns,
  importErrorCodes,
  staffColumns,
  type ImportReport,
} from '@nido/domain/contracts/directory'
import {
  auditLog,
  childSections,
  outboxMails,
  schools,
  guardianships,
  staffAssignments,
  users,
} from '../../db/schema/index'
import { createTestApp, type TestApp } from '../../test/app'
import type { World } from '../../test/factories'

// docs/directory-import.md: families and staff in from CSV (dry run, all-or-nothing, stable
// references) and out again in the same columns. Through HTTP on the real database.
describe('directory import and export', () => {
  let t: TestApp
  let world: World
  let otherSchool: { id: string; name: string }
  let schoolName: string
  const cookies: Record<string, string> = {}

  const csv = (header: readonly string[], rows: Array<Record<string, string>>, delimiter = ',') =>
    stringify([[...header], ...rows.map((r) => header.map((c) => r[c] ?? ''))], {
      delimiter,
      record_delimiter: 'windows',
    })

  const post = (who: string, kind: 'families' | 'staff', body: string, query = '') =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/directory/import/${kind}${query}`,
      headers: { cookie: cookies[who]!, 'content-type': 'text/csv' },
      payload: body,
    })
  const importOk = async (kind: 'families' | 'staff', body: string, query = '') => {
    const res = await post('director', kind, body, query)
    expect(res.statusCode, res.body).toBe(200)
    return res.json<ImportReport>()
  }
  const download = (who: string, path: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/v1/directory/export/${path}`,
      headers: { cookie: cookies[who]! },
    })

  const family = (n: number, overrides: Record<string, string> = {}) => ({
    school: schoolName,
    section: 'A',
    child_ref: `C${n}`,
    child_firstname: `Léa${n}`,
    child_lastname: 'Martin',
    child_birth_date: '2023-04-05',
    child_gender: 'Female',
    guardian_ref: `G${n}`,
    guardian_firstname: 'Anne',
    guardian_lastname: 'Martin',
    guardian_email: `anne.${n}.${world.groupId.slice(0, 8)}@example.test`,
    guardian_phone: '06 12 34 56 78',
    relationship: 'Mother',
    referent: 'yes',
    parental_authority: 'yes',
    ...overrides,
  })
  const childByRef = async (ref: string) => {
    const [row] = await t.database.db
      .select({ id: users.id, firstname: users.firstname, birthDate: users.birthDate })
      .from(users)
      .where(
        sql`${users.id} = (select user_id from directory_refs where ref = ${ref} and kind = 'child' and group_id = ${world.groupId})`,
      )
    return row
  }

  beforeAll(async () => {
    t = await createTestApp({ now: '2026-11-20T09:00:00Z' })
    world = await t.make.world()
    await t.make.feature(null, 'management', true)
    const [school] = await t.database.db
      .select({ name: schools.name })
      .from(schools)
      .where(eq(schools.id, world.schoolId))
    schoolName = school!.name
    otherSchool = await t.make.school(world.groupId)
    await t.make.section(otherSchool.id, 'Far')
    const people = {
      director: await t.make.staff('DIRECTOR', { schoolId: world.schoolId }),
      observer: await t.make.staff('DIRECTOR', { schoolId: world.schoolId }, { observer: true }),
    }
    for (const [who, user] of Object.entries(people)) cookies[who] = await t.login(user.email!)
  })
  afterAll(async () => {
    await t?.close()
  })

  it('a dry run names every kind of row error, and an import with one writes nothing', async () => {
    const rows = [
      family(100, { child_firstname: '' }), // MISSING_FIELD
      family(101, { child_birth_date: '2023-02-30' }), // INVALID_DATE
      family(102, { guardian_email: 'not-an-email' }), // INVALID_EMAIL
      family(103, { guardian_phone: '12' }), // INVALID_PHONE
      family(104, { child_gender: 'Blue' }), // INVALID_VALUE
      family(105, { school: 'Nowhere' }), // UNKNOWN_SCHOOL
      family(106, { section: 'Far' }), // UNKNOWN_SECTION: a section of another school
      family(107, { child_lastname: 'x'.repeat(200) }), // TOO_LONG
      family(108),
      family(108, { child_firstname: 'Other' }), // DUPLICATE_PERSON: the same reference, other data
      family(109), // a clean row: not written either
    ]
    const body = csv(familyColumns, rows)
    const dry = await importOk('families', body, '?dryRun=true')
    expect(dry).toMatchObject({ dryRun: true, imported: false, rows: 11 })
    expect(new Set(dry.errors.map((e) => e.code))).toEqual(new Set(importErrorCodes))
    expect(dry.errors).toContainEqual({ line: 2, code: 'MISSING_FIELD', column: 'child_firstname' })
    expect(dry.errors).toContainEqual({ line: 8, code: 'UNKNOWN_SECTION', column: 'section' })
    expect(dry.errors).toContainEqual({ line: 11, code: 'DUPLICATE_PERSON', column: 'child_ref' })

    const real = await importOk('families', body)
    expect(real).toMatchObject({ dryRun: false, imported: false, errorCount: dry.errorCount })
    expect(await childByRef('C109')).toBeUndefined()
    expect(await childByRef('C108')).toBeUndefined()
  })

  it('imports a clean file once: a dry run first writes nothing, then one transaction with one audit row', async () => {
    const rows = [
      family(1),
      family(1, {
        guardian_ref: 'G1b',
        guardian_firstname: 'Paul',
        guardian_email: '',
        guardian_phone: '+32 470 12 34 56',
        relationship: 'father',
        referent: 'no',
        parental_authority: 'non',
      }),
      // A sibling: the same guardian, by reference.
      family(2, {
        child_firstname: 'Tom',
        child_gender: 'Male',
        guardian_ref: 'G1',
        guardian_email: family(1).guardian_email,
        section: 'B',
      }),
      // A child without a guardian yet, in French spreadsheet dates.
      {
        ...family(3, { child_birth_date: '05/04/2024' }),
        guardian_ref: '',
        guardian_firstname: '',
        guardian_lastname: '',
        guardian_email: '',
        guardian_phone: '',
        relationship: '',
        referent: '',
        parental_authority: '',
      },
    ]
    // `;` as French spreadsheets write, with a byte-order mark.
    const body = '\ufeff' + csv(familyColumns, rows, ';')
    const dry = await importOk('families', body, '?dryRun=true')
    expect(dry).toMatchObject({
      imported: false,
      errorCount: 0,
      summary: {
        children: { create: 3, update: 0, unchanged: 0 },
        guardians: { create: 2, update: 0, unchanged: 0 },
      },
      activationMails: 1,
    })
    expect(await childByRef('C1')).toBeUndefined()

    const audits = async () =>
      (await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'directory.importFamilies')))
        .length
    const auditsBefore = await audits()
    const real = await importOk('families', body)
    expect(real).toMatchObject({ imported: true, summary: dry.summary, activationMails: 1 })
    expect(await audits()).toBe(auditsBefore + 1)

    const lea = (await childByRef('C1'))!
    const tom = (await childByRef('C2'))!
    const c3 = (await childByRef('C3'))!
    expect(lea).toMatchObject({ firstname: 'Léa1', birthDate: '2023-04-05' })
    expect(c3.birthDate).toBe('2024-04-05')
    const [sA, sB] = world.sectionIds
    const placed = await t.database.db
      .select()
      .from(childSections)
      .where(sql`${childSections.childId} in (${lea.id}, ${tom.id})`)
    expect(placed.map((p) => [p.childId, p.sectionId]).sort()).toEqual(
      [
        [lea.id, sA],
        [tom.id, sB],
      ].sort(),
    )
    const links = await t.database.db.select().from(guardianships).where(eq(guardianships.childId, lea.id))
    expect(links).toHaveLength(2)
    const paul = links.find((l) => l.relationship === 'Father')!
    expect(paul).toMatchObject({ referent: false, parentalAuthority: false })
    const [anne] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, family(1).guardian_email))
    expect(anne).toMatchObject({ profileType: 'GUARDIAN', phone: '+33612345678' })
    expect(
      await t.database.db.select().from(guardianships).where(eq(guardianships.guardianId, anne!.id)),
    ).toHaveLength(2)
    // The new guardian with an e-mail got the activation mail.
    const mails = await t.database.db
      .select()
      .from(outboxMails)
      .where(eq(outboxMails.toAddress, anne!.email!))
    expect(mails.map((m) => m.template)).toEqual(['account-activation'])

    // The same file again changes nothing.
    const again = await importOk('families', body)
    expect(again).toMatchObject({
      imported: true,
      summary: {
        children: { create: 0, update: 0, unchanged: 3 },
        guardians: { create: 0, update: 0, unchanged: 2 },
      },
      activationMails: 0,
    })

    // A changed birth date and a changed referent flag are updates, nothing else moves.
    rows[0] = family(1, { child_birth_date: '2023-04-06', referent: 'no' })
    rows[1] = { ...rows[1]!, child_birth_date: '2023-04-06' }
    const changed = await importOk('families', csv(familyColumns, rows))
    expect(changed.errors).toEqual([])
    expect(changed.summary).toEqual({
      children: { create: 0, update: 1, unchanged: 2 },
      guardians: { create: 0, update: 1, unchanged: 1 },
      staff: { create: 0, update: 0, unchanged: 0 },
    })
    expect((await childByRef('C1'))!.birthDate).toBe('2023-04-06')
    const [anneLink] = await t.database.db
      .select()
      .from(guardianships)
      .where(and(eq(guardianships.childId, lea.id), eq(guardianships.guardianId, anne!.id)))
    expect(anneLink!.referent).toBe(false)
  })

  it('exports in the import’s columns with a byte-order mark and formula cells neutralised, and re-imports unchanged', async () => {
    const body = csv(familyColumns, [family(20, { guardian_lastname: '=HYPERLINK("https://evil.test")' })])
    expect((await importOk('families', body)).imported).toBe(true)
    // A child entered by hand, without a reference: exported with their id, re-imported as them.
    const handMade = await t.make.child(world.sectionIds[0], { firstname: 'Hand', lastname: 'Made' })

    const res = await download('director', `families.csv?schoolId=${world.schoolId}`)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.headers['content-type']).toContain('text/csv')
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]))
    const text = res.rawPayload.toString('utf8').slice(1)
    expect(text.split('\r\n')[0]).toBe(familyColumns.join(','))
    expect(text).toContain(`"'=HYPERLINK(""https://evil.test"")"`)
    expect(text).toContain(`${handMade.id},Hand,Made`)
    expect(text).toContain("'+33612345678")

    const again = await importOk('families', res.rawPayload.toString('utf8'))
    expect(again.errorCount, JSON.stringify(again.errors)).toBe(0)
    expect(again.summary.children.create).toBe(0)
    expect(again.summary.children.update).toBe(0)
    expect(again.summary.guardians).toMatchObject({ create: 0, update: 0 })
    const hands = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.firstname, 'Hand'), eq(users.lastname, 'Made')))
    expect(hands).toHaveLength(1)

    // One section only.
    const section = await download(
      'director',
      `families.csv?schoolId=${world.schoolId}&sectionId=${world.sectionIds[1]}`,
    )
    expect(section.statusCode).toBe(200)
    expect(section.body).toContain('Tom')
    expect(section.body).not.toContain('Hand')
    // Another school's section is not found.
    const far = await download('director', `families.csv?schoolId=${otherSchool.id}`)
    expect(far.statusCode).toBe(404)
  })

  it('imports staff with their sections, twice without change, and exports them back', async () => {
    const email = `theo.${world.groupId.slice(0, 8)}@example.test`
    const rows = [
      {
        school: schoolName,
        staff_ref: 'S1',
        firstname: 'Théo',
        lastname: 'Prof',
        email,
        phone: '',
        profile: 'teacher',
        job_title: 'Auxiliaire',
        sections: 'A|B',
      },
      {
        school: schoolName,
        staff_ref: 'S2',
        firstname: 'Dina',
        lastname: 'Dir',
        email: '',
        phone: '',
        profile: 'DIRECTOR',
        job_title: '',
        sections: '',
      },
      {
        school: schoolName,
        staff_ref: 'S3',
        firstname: 'X',
        lastname: 'Y',
        email: '',
        phone: '',
        profile: 'SPONSOR',
        job_title: '',
        sections: '',
      },
    ]
    const bad = await importOk('staff', csv(staffColumns, rows))
    expect(bad.errors).toEqual([{ line: 4, code: 'INVALID_VALUE', column: 'profile' }])
    rows.pop()
    const body = csv(staffColumns, rows)
    const first = await importOk('staff', body, '?sendActivation=false')
    expect(first).toMatchObject({
      imported: true,
      summary: { staff: { create: 2, update: 0, unchanged: 0 } },
      activationMails: 0,
    })
    const [theo] = await t.database.db.select().from(users).where(eq(users.email, email))
    // The switch was off: no activation mail.
    expect(await t.database.db.select().from(outboxMails).where(eq(outboxMails.toAddress, email))).toEqual([])
    expect(theo).toMatchObject({ profileType: 'TEACHER', jobTitle: 'Auxiliaire' })
    const assigned = await t.database.db
      .select()
      .from(staffAssignments)
      .where(eq(staffAssignments.userId, theo!.id))
    expect(assigned.map((a) => a.sectionId).sort()).toEqual([...world.sectionIds].sort())

    expect((await importOk('staff', body)).summary.staff).toEqual({ create: 0, update: 0, unchanged: 2 })

    const res = await download('director', 'staff.csv')
    expect(res.statusCode).toBe(200)
    expect(res.body).toContain('S1,Théo,Prof')
    expect(res.body).toContain('A|B')
    const back = await importOk('staff', res.body)
    expect(back.errorCount, JSON.stringify(back.errors)).toBe(0)
    expect(back.summary.staff).toMatchObject({ create: 0, update: 0 })
  })

  it('refuses a file without the columns, another body type, and observers', async () => {
    const res = await post('director', 'families', 'name,age\r\nx,1\r\n')
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ errorCode: 'IMPORT_INVALID_FILE' })
    const text = await t.app.inject({
      method: 'POST',
      url: '/api/v1/directory/import/families',
      headers: { cookie: cookies.director!, 'content-type': 'text/plain' },
      payload: 'x',
    })
    expect(text.statusCode).toBe(415)
    const observer = await post('observer', 'families', csv(familyColumns, [family(50)]), '?dryRun=true')
    expect(observer.json()).toMatchObject({ errorCode: 'FORBIDDEN_OBSERVER' })
  })
})
