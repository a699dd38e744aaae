import { createHash } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { GuardianDocuments, ManagerDocument } from '@nido/domain/contracts/manager-documents'
import { count, like } from 'drizzle-orm'
import { auditLog, managerDocuments } from '../../db/schema/index'
import { createTestApp, type TestApp } from '../../test/app'
import { makeUpload } from '../../test/uploads'
import { contractConditionsOf } from './index'

// The manager's templates and documents (docs/manager-documents.md) through HTTP on the real
// database: templates and their merge fields, a document generated, checked and sent to the
// family, the papers a family hands in and the nursery's decisions, the contract conditions.
describe('manager documents and templates (spec 000 §2, §3 template modes and statuses)', () => {
  let t: TestApp
  let childId: string
  let schoolId: string
  let guardianId: string
  let otherGuardianId: string
  const cookies: Record<string, string> = {}

  const call = (who: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie: cookies[who]! }, ...(payload ? { payload } : {}) })
  const base = '/api/v1/manager'
  const template = (fields: object) =>
    call('director', 'POST', `${base}/templates`, {
      kind: 'document',
      mode: 'OutputOnly',
      body: '',
      instructions: null,
      isDefault: false,
      ...fields,
    })

  beforeAll(async () => {
    t = await createTestApp({ now: '2026-11-18T09:30:00Z' })
    const world = await t.make.world()
    schoolId = world.schoolId
    await t.make.feature(world.schoolId, 'manager', true)
    const child = await t.make.child(world.sectionIds[0], { firstname: 'Zoé', lastname: 'Martin' })
    childId = child.id
    const guardian = await t.make.guardianOf([child.id], { referent: true })
    const other = await t.make.guardianOf([child.id])
    guardianId = guardian.id
    otherGuardianId = other.id
    cookies.guardian = await t.login(guardian.email!)
    cookies.other = await t.login(other.email!)
    cookies.director = await t.login((await t.make.staff('DIRECTOR', { schoolId: world.schoolId })).email!)
    cookies.teacher = await t.login(
      (await t.make.staff('TEACHER', { sectionId: world.sectionIds[0] })).email!,
    )
    cookies.farTeacher = await t.login(
      (await t.make.staff('TEACHER', { sectionId: world.sectionIds[1] })).email!,
    )
    const holder = await call(
      'director',
      'PUT',
      `${base}/children/${childId}/guardians/${guardianId}/contract-holder`,
      { contractHolder: true },
    )
    expect(holder.statusCode, holder.body).toBe(200)
  })
  afterAll(async () => t.close())

  let letterId: string
  let certificateId: string

  it('refuses a template naming a field that does not exist, and writes nothing', async () => {
    const res = await template({ name: 'Bad', body: 'Dear {{child.name}} and {{iban}}' })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({
      errorCode: 'TEMPLATE_FIELD_UNKNOWN',
      details: [
        { path: 'body', message: 'child.name' },
        { path: 'body', message: 'iban' },
      ],
    })
    const list = await call('director', 'GET', `${base}/templates?kind=document`)
    expect(list.json().items).toEqual([])
  })

  it('keeps templates of each mode; an InputOnly template has no text', async () => {
    const letter = await template({
      name: 'Welcome letter',
      mode: 'OutputWithTemplate',
      body: 'Dear {{guardians}},\n\n{{child.firstname}} {{child.lastname}} starts at {{school.name}}.',
      instructions: 'Sign it and send it back.',
    })
    expect(letter.statusCode, letter.body).toBe(201)
    letterId = letter.json().id
    const certificate = await template({
      name: 'Medical certificate',
      mode: 'InputOnly',
      body: 'ignored',
      instructions: 'A certificate from your doctor, less than three months old.',
    })
    expect(certificate.statusCode, certificate.body).toBe(201)
    expect(certificate.json()).toMatchObject({ body: '', mode: 'InputOnly' })
    certificateId = certificate.json().id
    const list = await call('director', 'GET', `${base}/templates?kind=document`)
    expect(list.json().items.map((i: { name: string }) => i.name)).toEqual([
      'Medical certificate',
      'Welcome letter',
    ])
    expect((await call('teacher', 'GET', `${base}/templates?kind=document`)).statusCode).toBe(403)
  })

  let generated: ManagerDocument

  it('generates a PDF with the fields merged, kept Available until sent', async () => {
    const res = await call('director', 'POST', `${base}/children/${childId}/documents`, {
      templateId: letterId,
    })
    expect(res.statusCode, res.body).toBe(201)
    generated = res.json()
    expect(generated).toMatchObject({ direction: 'output', status: 'Available', name: 'Welcome letter' })
    const pdf = await call('teacher', 'GET', `${base}/documents/${generated.id}/pdf`)
    expect(pdf.statusCode).toBe(200)
    expect(pdf.headers['content-type']).toBe('application/pdf')
    expect(createHash('sha256').update(pdf.rawPayload).digest('hex')).toBe(generated.pdfSha256)
    // The family does not see it before it is sent.
    const held = await call('guardian', 'GET', `${base}/guardian/children/${childId}/documents`)
    expect(held.json<GuardianDocuments>().sent).toEqual([])
    const early = await call(
      'guardian',
      'GET',
      `${base}/guardian/children/${childId}/documents/${generated.id}/pdf`,
    )
    expect(early.statusCode).toBe(404)
    expect((await call('farTeacher', 'GET', `${base}/documents/${generated.id}/pdf`)).statusCode).toBe(404)
  })

  it('refuses to generate from a template that only asks the family', async () => {
    const res = await call('director', 'POST', `${base}/children/${childId}/documents`, {
      templateId: certificateId,
    })
    expect(res.statusCode).toBe(409)
    expect(res.json().errorCode).toBe('TEMPLATE_MODE_MISMATCH')
  })

  it('sends the document: the holder reads the same bytes, another guardian gets 404', async () => {
    const sent = await call('director', 'POST', `${base}/documents/${generated.id}/send`)
    expect(sent.statusCode, sent.body).toBe(200)
    expect(sent.json()).toMatchObject({ status: 'Sent', sentAt: '2026-11-18T09:30:00.000Z' })
    const again = await call('director', 'POST', `${base}/documents/${generated.id}/send`)
    expect(again.json().errorCode).toBe('DOCUMENT_NOT_IN_STATUS')
    expect((await call('director', 'DELETE', `${base}/documents/${generated.id}`)).statusCode).toBe(409)
    const held = (await call('guardian', 'GET', `${base}/guardian/children/${childId}/documents`)).json()
    expect(held.sent.map((d: ManagerDocument) => d.id)).toEqual([generated.id])
    const pdf = await call(
      'guardian',
      'GET',
      `${base}/guardian/children/${childId}/documents/${generated.id}/pdf`,
    )
    expect(createHash('sha256').update(pdf.rawPayload).digest('hex')).toBe(generated.pdfSha256)
    // Not a contract holder: the guardian side answers 404 (spec 000 §6).
    expect((await call('other', 'GET', `${base}/guardian/children/${childId}/documents`)).statusCode).toBe(
      404,
    )
  })

  const upload = async (owner = guardianId) => {
    const mediaId = await makeUpload(t.database.db, { ownerId: owner, kind: 'input-document' })
    return call('guardian', 'POST', `${base}/guardian/children/${childId}/documents`, {
      templateId: certificateId,
      mediaId,
    })
  }
  const documentsCount = async () => (await t.database.db.select({ n: count() }).from(managerDocuments))[0]!.n

  it('takes the papers asked of the family, not a file somebody else uploaded', async () => {
    const before = await documentsCount()
    const stolen = await upload(otherGuardianId)
    expect(stolen.statusCode).toBe(404)
    expect(await documentsCount()).toBe(before)
    const res = await upload()
    expect(res.statusCode, res.body).toBe(201)
    expect(res.json()).toMatchObject({
      direction: 'input',
      status: 'Received',
      file: { fileName: 'menu.pdf' },
    })
    const held: GuardianDocuments = (
      await call('guardian', 'GET', `${base}/guardian/children/${childId}/documents`)
    ).json()
    // The letter to sign and hand back is the request's form.
    expect(held.requests.find((r) => r.template.name === 'Welcome letter')?.form?.id).toBe(generated.id)
    expect(held.requests.map((r) => [r.template.name, r.uploads.map((u) => u.status)])).toEqual([
      ['Medical certificate', ['Received']],
      ['Welcome letter', []],
    ])
    // The file is read by the child's staff and holders; a teacher of another section, and a
    // guardian of the child who does not hold the contract, 404.
    const fileId = res.json().file.id
    expect((await call('teacher', 'GET', `/api/v1/media/${fileId}/url`)).statusCode).toBe(200)
    expect((await call('guardian', 'GET', `/api/v1/media/${fileId}/url`)).statusCode).toBe(200)
    expect((await call('farTeacher', 'GET', `/api/v1/media/${fileId}/url`)).statusCode).toBe(404)
    expect((await call('other', 'GET', `/api/v1/media/${fileId}/url`)).statusCode).toBe(404)
  })

  it('lists what is to decide, refuses with a reason, and takes the next paper', async () => {
    const toDecide = await call('director', 'GET', `${base}/documents?status=Received`)
    const [first] = toDecide.json().items as ManagerDocument[]
    expect(toDecide.json().items).toHaveLength(1)
    const refused = await call('director', 'POST', `${base}/documents/${first!.id}/refuse`, {
      reason: 'The date is unreadable.',
    })
    expect(refused.json()).toMatchObject({
      status: 'RefusedOrCancelled',
      refusalReason: 'The date is unreadable.',
    })
    const withdrawn = (await upload()).json<ManagerDocument>()
    const cancel = await call(
      'guardian',
      'POST',
      `${base}/guardian/children/${childId}/documents/${withdrawn.id}/cancel`,
    )
    expect(cancel.json()).toMatchObject({ status: 'RefusedOrCancelled', refusalReason: null })
    const last = (await upload()).json<ManagerDocument>()
    const validated = await call('director', 'POST', `${base}/documents/${last.id}/validate`)
    expect(validated.json()).toMatchObject({ status: 'Validated' })
    expect((await call('director', 'POST', `${base}/documents/${last.id}/validate`)).statusCode).toBe(409)
    const held: GuardianDocuments = (
      await call('guardian', 'GET', `${base}/guardian/children/${childId}/documents`)
    ).json()
    expect(held.requests[0]!.uploads.map((u) => u.status)).toEqual([
      'Validated',
      'RefusedOrCancelled',
      'RefusedOrCancelled',
    ])
    const child = await call('teacher', 'GET', `${base}/children/${childId}/documents?limit=2`)
    expect(child.json().items).toHaveLength(2)
    const next = await call(
      'teacher',
      'GET',
      `${base}/children/${childId}/documents?limit=2&cursor=${child.json().nextCursor}`,
    )
    expect(next.json().items.map((d: ManagerDocument) => d.id)).toContain(generated.id)
    expect(next.json().nextCursor).toBeNull()
  })

  it('deletes a generated document not sent yet, its template too', async () => {
    const doc = (
      await call('director', 'POST', `${base}/children/${childId}/documents`, { templateId: letterId })
    ).json()
    expect((await call('director', 'DELETE', `${base}/documents/${doc.id}`)).statusCode).toBe(200)
    expect((await call('director', 'GET', `${base}/documents/${doc.id}/pdf`)).statusCode).toBe(404)
    expect((await call('director', 'DELETE', `${base}/templates/${letterId}`)).statusCode).toBe(200)
    // A sent document outlives its template, with its name.
    const held = (await call('guardian', 'GET', `${base}/guardian/children/${childId}/documents`)).json()
    expect(held.sent[0]).toMatchObject({ name: 'Welcome letter', template: null })
  })

  it('prints one default contract template, merged, at the end of contracts', async () => {
    const contractTemplate = (name: string) =>
      call('director', 'POST', `${base}/templates`, {
        kind: 'contract',
        name,
        mode: null,
        body: `${name}: {{child.firstname}} is welcomed from {{today}}.`,
        instructions: null,
        isDefault: true,
      })
    expect((await contractTemplate('Conditions 2025')).statusCode).toBe(201)
    expect((await contractTemplate('Conditions 2026')).statusCode).toBe(201)
    const list = (await call('director', 'GET', `${base}/templates?kind=contract`)).json()
    expect(list.items.map((i: { name: string; isDefault: boolean }) => [i.name, i.isDefault])).toEqual([
      ['Conditions 2025', false],
      ['Conditions 2026', true],
    ])
    const text = await contractConditionsOf(
      t.database.db,
      { childId, schoolId },
      new Date('2026-11-18T09:30:00Z'),
    )
    expect(text).toBe('Conditions 2026: Zoé is welcomed from 18 November 2026.')
    const mismatch = await call('director', 'PUT', `${base}/templates/${list.items[0].id}`, {
      kind: 'document',
      name: 'x',
      mode: 'OutputOnly',
      body: 'x',
      instructions: null,
      isDefault: false,
    })
    expect(mismatch.json().errorCode).toBe('TEMPLATE_MODE_MISMATCH')
  })

  it('keeps every write in the audit log', async () => {
    const rows = await t.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(like(auditLog.action, 'managerDocuments.%'))
    expect(new Set(rows.map((r) => r.action))).toEqual(
      new Set([
        'managerDocuments.createTemplate',
        'managerDocuments.generate',
        'managerDocuments.send',
        'managerDocuments.upload',
        'managerDocuments.refuse',
        'managerDocuments.cancel',
        'managerDocuments.validate',
        'managerDocuments.remove',
        'managerDocuments.removeTemplate',
      ]),
    )
  })
})
