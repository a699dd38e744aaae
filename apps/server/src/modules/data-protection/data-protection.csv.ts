// One table of the export as CSV, for a spreadsheet (docs/data-protection.md): a header of
// readable column names, one line per row, dates as ISO-8601, nested values as JSON.
// Text cells go through the shared formula guard (platform/csv.ts, docs/security.md "Input");
// numbers stay numbers, so a -3 is not turned into text.

import { neutraliseCell } from '../../platform/csv'

/** `childId` → `Child id`: the column names a family reads. */
export function readableColumn(key: string): string {
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

function cell(value: unknown): string {
  let text: string
  if (value === null || value === undefined) text = ''
  else if (value instanceof Date) text = value.toISOString()
  else if (typeof value === 'string') text = value
  else if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint')
    text = value.toString()
  else text = JSON.stringify(value)
  if (typeof value === 'string') text = neutraliseCell(text)
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

/** The rows as CSV (with a byte-order mark, so spreadsheets read accents as UTF-8). */
export function toCsv(rows: readonly object[]): string {
  const columns: string[] = []
  for (const row of rows) for (const key of Object.keys(row)) if (!columns.includes(key)) columns.push(key)
  const lines = [
    columns.map((key) => cell(readableColumn(key))).join(','),
    ...rows.map((row) => columns.map((key) => cell((row as Record<string, unknown>)[key])).join(',')),
  ]
  return '\ufeff' + lines.join('\r\n') + '\r\n'
}
