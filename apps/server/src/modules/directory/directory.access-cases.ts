import { eq } from 'drizzle-orm'
import { familyColumns, staffColumns } from '@nido/domain/contracts/directory'
import { contracts } from '@nido/domain/contracts/index'
import { schools } from '../../db/schema/index'
import type { AccessCase, Expected, FixtureName, MatrixWorld } from '../../test/matrix'
import { levelledCases } from '../../test/matrix-access-levels'

// docs/directory-import.md: directors and coordinators import and export the families and staff
// of their schools (management module on). Every other profile is refused (403, observers with
// FORBIDDEN_OBSERVER for an import, dry run included), the signed-out get 401. An export of a
// school outside the actor's answers 404; an import naming one refuses that row (UNKNOWN_SCHOOL)
// in a 200 report, so the imports here are dry runs or header-only files that write nothing.

type Row = Partial<Record<FixtureName, Expected>> & { others: Expected }

const managers = (ok: number): Row => ({
  anonymous: 401,
  coordinatorA: ok,
  directorA1: ok,
  directorB1: ok,
  others: 403,
})
const inA1 = (ok: number): Row => ({
  anonymous: 401,
  coordinatorA: ok,
  directorA1: ok,
  directorB1: 404,
  others: 403,
})
const inB1 = (ok: number): Row => ({
  anonymous: 401,
  coordinatorA: 404,
  directorA1: 404,
  directorB1: ok,
  others: 403,
})

const schoolName = async (w: MatrixWorld, id: string) =>
  (await w.app.database.db.select({ name: schools.name }).from(schools).where(eq(schools.id, id)))[0]!.name

const csv = (lines: string[][]) => ({
  headers: { 'content-type': 'text/csv' },
  payload: lines.map((l) => l.join(',')).join('\r\n') + '\r\n',
})

const familiesFile = async (w: MatrixWorld) =>
  csv([
    [...familyColumns],
    [
      await schoolName(w, w.ids.schoolA1),
      'A1 s1',
      'matrix-c',
      'Léa',
      'Matrix',
      '2024-01-02',
      'Female',
      'matrix-g',
      'Anne',
      'Matrix',
      '',
      '',
      'Mother',
      'yes',
      'yes',
    ],
  ])
const staffFile = async (w: MatrixWorld) =>
  csv([
    [...staffColumns],
    [await schoolName(w, w.ids.schoolA1), 'matrix-s', 'Théo', 'Matrix', '', '', 'teacher', '', 'A1 s1'],
  ])

const fullAccessCases: (area: 'child' | 'team') => AccessCase[] = (area) => {
  const c = contracts.directory
  return area === 'child'
    ? [
        {
          route: c.importFamilies,
          name: 'a dry run naming school A1',
          request: async (w) => ({ ...(await familiesFile(w)), query: { dryRun: 'true' } }),
          expect: managers(200),
        },
        {
          route: c.importFamilies,
          name: 'a file of the header only',
          request: () => csv([[...familyColumns]]),
          expect: managers(200),
        },
        {
          route: c.exportFamilies,
          name: 'school A1',
          request: (w) => ({ query: { schoolId: w.ids.schoolA1 } }),
          expect: inA1(200),
        },
        {
          route: c.exportFamilies,
          name: 'section B1 s',
          request: (w) => ({ query: { schoolId: w.ids.schoolB1, sectionId: w.ids.sectionB1 } }),
          expect: inB1(200),
        },
      ]
    : [
        {
          route: c.importStaff,
          name: 'a dry run naming school A1',
          request: async (w) => ({ ...(await staffFile(w)), query: { dryRun: 'true' } }),
          expect: managers(200),
        },
        {
          route: c.exportStaff,
          name: 'school A1',
          request: (w) => ({ query: { schoolId: w.ids.schoolA1 } }),
          expect: inA1(200),
        },
        {
          route: c.exportStaff,
          name: 'school B1',
          request: (w) => ({ query: { schoolId: w.ids.schoolB1 } }),
          expect: inB1(200),
        },
      ]
}

// Spec 000 §5: families follow child access, staff team access, each replayed at ReadOnly and
// Disabled (docs/access-levels.md).
export const accessCases: AccessCase[] = [
  ...fullAccessCases('child'),
  ...fullAccessCases('team'),
  ...levelledCases(fullAccessCases('child'), 'child'),
  ...levelledCases(fullAccessCases('team'), 'team'),
]
