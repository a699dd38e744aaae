import type {
  HouseholdResource,
  HouseholdResourceFields,
  ManagerGuardianItem,
} from '@nido/domain/contracts/manager-children'
import type { Queryable } from '../../db/client'
import type { Actor } from '../../platform/actor'
import { audit } from '../../platform/audit'
import { localDate } from '../../platform/clock'
import { decodeCursor, encodeCursor, keysetPage } from '../../platform/keyset'
import { attachedMediaIds, attachMedia, mediaSummaries } from '../media/index'
import {
  childrenOfGuardians,
  currentResources,
  guardiansPage,
  insertResource,
  resourceById,
  resourcesPage,
  schoolTimezone,
  type GuardianRow,
  type ResourceRow,
} from './manager-children.queries'
import { blankToNull, iso, mayEdit, staffSchool } from './manager-children.service'

// The guardians' list and their household resources for pricing (docs/manager-children.md
// "Resources", decision 0050 §3): dated rows, never changed, each with its proof files.

/** The rows with their proof files, in two queries whatever their number (no query per row). */
async function withProofs(db: Queryable, rows: readonly ResourceRow[]): Promise<HouseholdResource[]> {
  const attached = await attachedMediaIds(
    db,
    'household-resource',
    rows.map((r) => r.id),
  )
  const summaries = await mediaSummaries(db, [...attached.values()].flat())
  return rows.map((row) =>
    toResource(
      row,
      (attached.get(row.id) ?? []).flatMap((id) => summaries.get(id) ?? []),
    ),
  )
}

function toResource(row: ResourceRow, proofs: HouseholdResource['proofs']): HouseholdResource {
  return {
    id: row.id,
    validFrom: row.validFrom,
    monthlyAmountCents: row.monthlyAmountCents,
    childrenInCharge: row.childrenInCharge,
    aeeh: row.aeeh,
    source: row.source,
    proofNote: row.proofNote,
    proofs,
    recordedBy: row.recordedBy,
    createdAt: iso(row.createdAt),
  }
}

export async function listGuardians(
  db: Queryable,
  actor: Actor,
  now: Date,
  query: { q?: string | undefined; cursor?: string | undefined; limit: number },
): Promise<{ items: ManagerGuardianItem[]; nextCursor: string | null }> {
  const after = decodeCursor(query.cursor, ['text', 'text', 'uuid'])
  const schoolId = staffSchool(actor)
  if (!schoolId) return { items: [], nextCursor: null }
  const rows = await guardiansPage(db, actor, {
    schoolId,
    search: query.q,
    after: after && { lastname: after[0], firstname: after[1], id: after[2] },
    limit: query.limit,
  })
  const page = keysetPage(rows, query.limit, (last: GuardianRow) =>
    encodeCursor([last.lastname, last.firstname, last.id]),
  )
  const ids = page.rows.map((g) => g.id)
  const today = localDate(now, await schoolTimezone(db, schoolId))
  const children = await childrenOfGuardians(db, actor, schoolId, ids)
  const currentRows = await currentResources(db, schoolId, ids, today)
  const resources = new Map(
    (await withProofs(db, currentRows)).map((r, i) => [currentRows[i]!.guardianId, r] as const),
  )
  return {
    items: page.rows.map((g) => {
      const current = resources.get(g.id)
      return {
        ...g,
        children: children
          .filter((c) => c.guardianId === g.id)
          .map(({ id, firstname, lastname }) => ({ id, firstname, lastname })),
        currentResource: current ?? null,
        canEdit: mayEdit(actor),
      }
    }),
    nextCursor: page.nextCursor,
  }
}

export async function listResources(
  db: Queryable,
  guardian: { id: string; schoolId: string },
  query: { cursor?: string | undefined; limit: number },
) {
  const after = decodeCursor(query.cursor, ['text', 'uuid'])
  const rows = await resourcesPage(db, {
    schoolId: guardian.schoolId,
    guardianId: guardian.id,
    after: after && { validFrom: after[0], id: after[1] },
    limit: query.limit,
  })
  const page = keysetPage(rows, query.limit, (last) => encodeCursor([last.validFrom, last.id]))
  return { items: await withProofs(db, page.rows), nextCursor: page.nextCursor }
}

export async function addResource(
  tx: Queryable,
  actor: Actor,
  guardian: { id: string; schoolId: string },
  input: HouseholdResourceFields,
): Promise<HouseholdResource> {
  const id = await insertResource(tx, {
    guardianId: guardian.id,
    schoolId: guardian.schoolId,
    validFrom: input.validFrom,
    monthlyAmountCents: input.monthlyAmountCents,
    childrenInCharge: input.childrenInCharge,
    aeeh: input.aeeh,
    source: input.source,
    proofNote: blankToNull(input.proofNote),
    recordedById: actor.userId,
  })
  // The proofs the actor uploaded for this row (kind household-resource); another's, 404.
  await attachMedia(tx, actor, {
    mediaIds: input.proofMediaIds ?? [],
    kind: 'household-resource',
    attachedId: id,
  })
  await audit(tx, actor, 'managerChildren.addResource', {
    guardianId: guardian.id,
    resourceId: id,
    proofMediaIds: input.proofMediaIds ?? [],
  })
  const [resource] = await withProofs(tx, [(await resourceById(tx, id))!])
  return resource!
}
