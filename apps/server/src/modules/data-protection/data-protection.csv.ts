// One table of the export as CSV, for a spreadsheet (docs/data-protection.md): a header of
// readable column names, one line per row, dates as ISO-8601, nested values as JSON.
// Written by the one CSV writer (platform/csv.ts): text cells go through the formula guard
// (docs/security.md "Input"); numbers stay numbers, so a -3 is not turned into text.

import { csvLine, type CsvValue } from '../../platform/csv'

/** `childId` → `Child id`: the column names a family reads. */
export function readableColumn(key: string): string {
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

function cell(value: unknown): CsvValue {
  if (value === null || value === undefined) return null
  if (value instanceof Date) return value.toISOString()
  if (
    typeof value === 'string' ||
    typeof value === 'number' ||
    typeof value === 'boolean' ||
    typeof value === 'bigint'
  )
    return value
  return JSON.stringify(value)
}

/** The rows as CSV (with a byte-order mark, so spreadsheets read accents as UTF-8). */
export function toCsv(rows: readonly object[]): string {
  const columns: string[] = []
  for (const row of rows) for (const key of Object.keys(row)) if (!columns.includes(key)) columns.push(key)
  return (
    '\ufeff' +
    csvLine(columns.map(readableColumn)) +
    rows.map((row) => csvLine(columns.map((key) => cell((row as Record<string, unknown>)[key])))).join('')
  )
}
