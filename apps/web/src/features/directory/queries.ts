import { contracts } from '@nido/domain/contracts/index'
import { familyColumns, staffColumns } from '@nido/domain/contracts/directory'
import { buildPath } from '@nido/domain/contracts/define'
import type { DirectoryKind } from './upload'

// The exports are plain links (the browser downloads the file under the server's name); the
// templates are made here from the contract's columns, with one example row each.

export function exportUrl(kind: DirectoryKind, query: { schoolId: string | null; sectionId: string | null }) {
  const route = kind === 'families' ? contracts.directory.exportFamilies : contracts.directory.exportStaff
  const search = new URLSearchParams()
  if (query.schoolId) search.set('schoolId', query.schoolId)
  if (kind === 'families' && query.sectionId) search.set('sectionId', query.sectionId)
  const text = search.toString()
  return `${buildPath(route.path, {})}${text ? `?${text}` : ''}`
}

const examples: Record<DirectoryKind, readonly string[]> = {
  families: [
    '',
    'Lions',
    'C-0001',
    'Léa',
    'Martin',
    '2023-04-05',
    'Female',
    'G-0001',
    'Anne',
    'Martin',
    'anne.martin@example.org',
    '+33 6 12 34 56 78',
    'Mother',
    'yes',
    'yes',
  ],
  staff: [
    '',
    'S-0001',
    'Théo',
    'Petit',
    'theo.petit@example.org',
    '',
    'teacher',
    'Auxiliary',
    'Lions|Tigers',
  ],
}

const quote = (cell: string) => (/[",;\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell)

/** The template: the columns and one example row, UTF-8 with a byte-order mark. */
export function templateCsv(kind: DirectoryKind): string {
  const header = kind === 'families' ? familyColumns : staffColumns
  return `\ufeff${[header, examples[kind]].map((row) => row.map(quote).join(',')).join('\r\n')}\r\n`
}
