import {
  importErrorListMax,
  type ImportCounts,
  type ImportErrorCode,
  type ImportReport,
} from '@nido/domain/contracts/directory'
import type { Queryable } from '../../db/client'
import type { Actor } from '../../platform/actor'
import { flagSchoolId } from '../../platform/features'
import { nameKey, type Cell } from './directory.cells'
import { activeSections, schoolsByIds, type SchoolRow } from './directory.queries'

// What both imports share (docs/directory-import.md): the errors found so far, the schools and
// sections a file may name (those of the actor's scope only), and the report's shape.

export class RowErrors {
  readonly list: ImportReport['errors'] = []
  count = 0
  /** Lines with at least one error. */
  readonly lines = new Set<number>()

  add(line: number, code: ImportErrorCode, column: string | null): void {
    this.count++
    this.lines.add(line)
    if (this.list.length < importErrorListMax) this.list.push({ line, code, column })
  }

  /** The value of a cell, or undefined once its error is noted. */
  take<T>(line: number, column: string, cell: Cell<T>): T | undefined {
    if (cell.ok) return cell.value
    this.add(line, cell.code, column)
    return undefined
  }
}

export const zeroCounts = (): ImportCounts => ({ create: 0, update: 0, unchanged: 0 })

export function report(
  input: { dryRun: boolean; rows: number; errors: RowErrors; activationMails: number },
  summary: Partial<ImportReport['summary']>,
): ImportReport {
  const clean = input.errors.count === 0
  const sorted = [...input.errors.list].sort((a, b) => a.line - b.line)
  return {
    dryRun: input.dryRun,
    imported: clean && !input.dryRun,
    rows: input.rows,
    errorCount: input.errors.count,
    errors: sorted,
    summary: {
      children: summary.children ?? zeroCounts(),
      guardians: summary.guardians ?? zeroCounts(),
      staff: summary.staff ?? zeroCounts(),
    },
    activationMails: clean ? input.activationMails : 0,
  }
}

/** The schools a file may name and their sections in use, found by name (case ignored). */
export interface Places {
  school(name: string): SchoolRow | undefined
  section(schoolId: string, name: string): string | undefined
  schools: SchoolRow[]
}

/**
 * The actor's schools (the router has checked they are a director or coordinator): a blank
 * school cell means the current school of the scope selector (spec 000 §4).
 */
export async function placesOf(db: Queryable, actor: Actor): Promise<Places> {
  const schools = await schoolsByIds(db, actor.structureTreeScope.schoolIds)
  const byName = new Map<string, SchoolRow>()
  for (const school of schools)
    if (!byName.has(nameKey(school.name))) byName.set(nameKey(school.name), school)
  const current =
    schools.find((s) => s.id === flagSchoolId(actor)) ?? (schools.length === 1 ? schools[0] : undefined)
  const sections = new Map<string, string>()
  for (const section of await activeSections(
    db,
    schools.map((s) => s.id),
  ))
    sections.set(`${section.schoolId}\n${nameKey(section.name)}`, section.id)
  return {
    schools,
    school: (name) => (name.trim() ? byName.get(nameKey(name)) : current),
    section: (schoolId, name) => sections.get(`${schoolId}\n${nameKey(name)}`),
  }
}

/** `0190…`-shaped: an export writes a person's id where they have no reference yet. */
export const looksLikeId = (ref: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(ref)
