import { Readable } from 'node:stream'
import { stringify } from 'csv-stringify/sync'

// The one CSV writer of every export (docs/security.md "Input"). A spreadsheet program reads a
// cell that starts with `=`, `+`, `-` or `@` (or a tab or a carriage return before one) as a
// formula, so a comment typed by one person could run a formula, or send data away through a link,
// on the computer of the person who opens the export ("CSV injection", OWASP). Such a cell is
// written with a leading apostrophe, which the spreadsheet shows as text and hides.

const formulaStart = /^[=+\-@\t\r]/

/** The cell as a spreadsheet will show it, never as a formula. */
export function neutraliseCell(value: string): string {
  return formulaStart.test(value) ? `'${value}` : value
}

/**
 * A cell as it was before `neutraliseCell`, for a file of ours that comes back (a directory
 * export re-imported, docs/directory-import.md): the apostrophe before a formula character goes.
 */
export function restoreCell(value: string): string {
  return value.startsWith("'") && formulaStart.test(value.slice(1)) ? value.slice(1) : value
}

/**
 * A CSV file of a header and rows, every cell neutralised, with a byte-order mark so that
 * spreadsheet programs read accents as UTF-8.
 */
export function csvFile(header: readonly string[], rows: readonly (readonly string[])[]): Buffer {
  const cells = [header, ...rows].map((row) => row.map(neutraliseCell))
  return Buffer.from(`\ufeff${stringify(cells)}`, 'utf8')
}

/** A cell's value: text is neutralised; numbers and booleans are written as they are (a -3 stays a number). */
export type CsvValue = string | number | bigint | boolean | null

/** One line of CSV (CRLF-terminated), every text cell neutralised. */
export function csvLine(cells: readonly CsvValue[]): string {
  return stringify([cells.map((cell) => (typeof cell === 'string' ? neutraliseCell(cell) : (cell ?? '')))], {
    record_delimiter: 'windows',
    cast: { boolean: (value) => String(value), bigint: (value) => value.toString() },
  })
}

/**
 * The same file as `csvFile`, written as it is read: a byte-order mark and the header first, then
 * each batch of rows as it comes, so a large export never sits whole in memory.
 */
export function csvStream(
  header: readonly string[],
  batches: AsyncIterable<readonly (readonly string[])[]>,
): Readable {
  return Readable.from(
    (async function* () {
      yield Buffer.from(`\ufeff${csvLine(header)}`, 'utf8')
      for await (const rows of batches) {
        if (rows.length > 0) yield Buffer.from(rows.map(csvLine).join(''), 'utf8')
      }
    })(),
  )
}
