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
 * A CSV file of a header and rows, every cell neutralised, with a byte-order mark so that
 * spreadsheet programs read accents as UTF-8.
 */
export function csvFile(header: readonly string[], rows: readonly (readonly string[])[]): Buffer {
  const cells = [header, ...rows].map((row) => row.map(neutraliseCell))
  return Buffer.from(`\ufeff${stringify(cells)}`, 'utf8')
}
