import { sql } from 'drizzle-orm'
import type { Queryable } from '../db/client'
import { selectRows } from '../db/rows'
import { managerDocuments, managerDocumentTemplates } from '../db/schema/index'
import { renderDocument } from '../modules/manager-documents/index'
import { demoSchools } from './demo-accounts'

// Templates and documents for the London school (Little Fireflies; docs/manager-documents.md
// "Demo"): one template of each mode and the general conditions printed on its contracts (seeded
// before the contracts, so their frozen PDFs carry them), then the rules of procedure sent to
// every family and a certificate of attendance for each child with a signed contract. The
// vaccination record is asked of every family and handed in by none: the end-to-end test hands
// Oliver Clarke's in as his father.

const templates = [
  {
    kind: 'document',
    mode: 'OutputWithTemplate',
    name: 'Rules of procedure',
    body:
      'Dear {{guardians}},\n\nPlease find the rules of procedure of {{school.name}}, which apply to ' +
      '{{child.firstname}} from the first day. Drop-off is before 09:30 and pick-up after 16:00; ' +
      'only the persons listed in the file may collect {{child.firstname}}, with an identity document.\n\n' +
      'Please sign this page and hand it back in the app.',
    instructions: 'Sign the rules of procedure we sent you and hand in a photo or a scan of the signed page.',
  },
  {
    kind: 'document',
    mode: 'OutputOnly',
    name: 'Certificate of attendance',
    body:
      'We certify that {{child.firstname}} {{child.lastname}}, born on {{child.birthdate}}, attends ' +
      '{{school.name}}, {{school.address}}, under a {{contract.type}} from {{contract.startDate}} ' +
      'to {{contract.endDate}}, for {{contract.monthly}} a month.\n\nIssued on {{today}} for whatever purpose it may serve.',
    instructions: null,
  },
  {
    kind: 'document',
    mode: 'InputOnly',
    name: 'Vaccination record',
    body: '',
    instructions: 'A copy of the vaccination pages of the health record: a PDF or a photo of each page.',
  },
  {
    kind: 'contract',
    mode: null,
    name: 'General conditions',
    body:
      'The family pays the monthly amount above by the 10th of each month. Hours beyond the contract ' +
      'are billed by the half hour started.\n\nEither party may end the contract with one month’s notice ' +
      'in writing. {{school.name}} keeps the contract and its signature for the duration of the ' +
      'contract and five years after.',
    instructions: null,
  },
] as const

async function londonSchool(tx: Queryable): Promise<string | undefined> {
  const [row] = await selectRows<{ id: string }>(
    tx,
    sql`select id from schools where name = ${demoSchools.fireflies}`,
  )
  return row?.id
}

/** The London school's templates (before its contracts: their PDFs print the conditions). */
export async function seedDemoManagerTemplates(tx: Queryable, now: Date): Promise<void> {
  const schoolId = await londonSchool(tx)
  if (!schoolId) return
  await tx.insert(managerDocumentTemplates).values(
    templates.map((t) => ({
      ...t,
      schoolId,
      isDefault: t.kind === 'contract',
      createdAt: now,
      updatedAt: now,
    })),
  )
}

/** The documents sent to London's families (after the contracts: certificates quote them). */
export async function seedDemoManagerDocuments(tx: Queryable, now: Date): Promise<void> {
  const schoolId = await londonSchool(tx)
  if (!schoolId) return
  const rows = await selectRows<{ id: string; name: string; body: string; mode: string }>(
    tx,
    sql`select id, name, body, mode from manager_document_templates
      where school_id = ${schoolId} and mode in ('OutputWithTemplate', 'OutputOnly')`,
  )
  const children = await selectRows<{ id: string; signed: boolean }>(
    tx,
    sql`select distinct u.id, exists (select 1 from manager_contracts c where c.child_id = u.id
        and c.document_status = 'Signed') as signed
      from users u join child_sections cs on cs.child_id = u.id join sections sc on sc.id = cs.section_id
      where sc.school_id = ${schoolId} and u.profile_type = 'CHILD'`,
  )
  for (const child of children) {
    for (const template of rows) {
      if (template.mode === 'OutputOnly' && !child.signed) continue
      const pdf = await renderDocument(tx, { id: child.id, schoolId }, template, now)
      await tx.insert(managerDocuments).values({
        childId: child.id,
        schoolId,
        templateId: template.id,
        name: template.name,
        direction: 'output',
        status: 'Sent',
        ...pdf,
        sentAt: now,
        createdAt: now,
        updatedAt: now,
      })
    }
  }
}
