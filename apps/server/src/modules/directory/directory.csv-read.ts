import { Readable } from 'node:stream'
import { parse } from 'csv-parse'
import { AppError } from '@nido/domain/errors'
import { restoreCell } from '../../platform/csv'

// docs/directory-import.md "The files": the body is read as a stream and parsed row by row, so
// the file itself is never held whole in memory; what is kept is the parsed, checked rows.
// Spreadsheet programs write `;` where the decimal separator is a comma (French, Belgian, German
// locales) and `,` elsewhere: the header line decides. A byte-order mark is dropped, and so is
// the apostrophe an export puts before a cell starting with `+`, `=`, `-` or `@` (platform/csv.ts).

/** One data row: its line in the file (the header is line 1) and its cells by column name. */
export interface CsvRow {
  line: number
  cells: Record<string, string>
}

/** `;` when the header has more of them than commas outside quotes, else `,`. */
export function detectDelimiter(headerLine: string): ',' | ';' {
  let commas = 0
  let semicolons = 0
  let quoted = false
  for (const char of headerLine) {
    if (char === '"') quoted = !quoted
    else if (!quoted && char === ',') commas++
    else if (!quoted && char === ';') semicolons++
  }
  return semicolons > commas ? ';' : ','
}

/** A header cell as the column it names: `Child first name ` → `child_first_name`. */
export function columnKey(header: string): string {
  return header
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_')
}

function isReadable(body: unknown): body is Readable {
  return body instanceof Readable || (typeof body === 'object' && body !== null && 'pipe' in body)
}

/**
 * The rows of a CSV body, one at a time, checked against the columns the file must have. A body
 * larger than `maxBytes` stops with PAYLOAD_TOO_LARGE; a file that is not CSV, or lacks a
 * required column, with IMPORT_INVALID_FILE (details name the missing columns).
 */
export async function* readCsvRows(
  body: unknown,
  options: { required: readonly string[]; maxBytes: number; maxRows: number },
): AsyncGenerator<CsvRow> {
  if (!isReadable(body)) throw new AppError('IMPORT_INVALID_FILE', { reason: 'empty' })
  const source = body[Symbol.asyncIterator]() as AsyncIterator<Buffer | string>
  let bytes = 0
  const next = async (): Promise<Buffer | undefined> => {
    const step = await source.next()
    if (step.done) return undefined
    const chunk = typeof step.value === 'string' ? Buffer.from(step.value) : step.value
    bytes += chunk.length
    if (bytes > options.maxBytes) throw new AppError('PAYLOAD_TOO_LARGE', { maxBytes: options.maxBytes })
    return chunk
  }

  // Read until the header line is complete, to choose the delimiter.
  const head: Buffer[] = []
  let headBytes = 0
  for (;;) {
    const chunk = await next()
    if (!chunk) break
    head.push(chunk)
    headBytes += chunk.length
    if (chunk.includes(10) || headBytes > 64 * 1024) break
  }
  const headText = Buffer.concat(head)
    .toString('utf8')
    .replace(/^\ufeff/, '')
  const delimiter = detectDelimiter(headText.split(/\r?\n/, 1)[0] ?? '')

  const rest = Readable.from(
    (async function* () {
      yield* head
      for (let chunk = await next(); chunk; chunk = await next()) yield chunk
    })(),
  )
  const parser = rest.pipe(
    parse({
      bom: true,
      delimiter,
      columns: (header: string[]) => header.map(columnKey),
      skip_empty_lines: true,
      trim: true,
      relax_column_count: true,
      // A quote inside an unquoted cell (`5" tall`) is kept as text, as spreadsheets mean it.
      relax_quotes: true,
      info: true,
    }),
  )
  // A stream error (the size limit, a broken connection) reaches the parser's iterator.
  rest.on('error', (error) => parser.destroy(error))

  let checked = false
  let count = 0
  try {
    for await (const item of parser as AsyncIterable<{
      record: Record<string, string>
      info: { lines: number }
    }>) {
      if (!checked) {
        const missing = options.required.filter((column) => !(column in item.record))
        if (missing.length > 0) throw new AppError('IMPORT_INVALID_FILE', { reason: 'columns', missing })
        checked = true
      }
      if (++count > options.maxRows) throw new AppError('PAYLOAD_TOO_LARGE', { maxRows: options.maxRows })
      const cells: Record<string, string> = {}
      for (const [key, value] of Object.entries(item.record)) cells[key] = restoreCell(value)
      yield { line: item.info.lines, cells }
    }
  } catch (error) {
    if (error instanceof AppError) throw error
    const cause = (error as { cause?: unknown }).cause
    if (cause instanceof AppError) throw cause
    throw new AppError('IMPORT_INVALID_FILE', { reason: 'csv', message: (error as Error).message })
  }
}
