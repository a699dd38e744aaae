import { createReadStream, createWriteStream } from 'node:fs'
import { mkdtemp, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'
import { finished } from 'node:stream/promises'
import { parseArgs } from 'node:util'
import { sql } from 'drizzle-orm'
import { familyColumns, type ImportReport } from '@nido/domain/contracts/directory'
import {
  featureFlags,
  groups,
  schools,
  sections,
  staffAssignments,
  users,
} from '@nido/server/src/db/schema/index'
import { hashPassword } from '@nido/server/src/platform/password'
import { openBenchDatabase } from './database'
import { signIn, startBenchServer } from './server'
import { writeBenchResult } from './report'

// `npm run bench -- --only import` (docs/directory-import.md "Figures"): a families file of N
// families (2 children and 2 guardians each, 4 rows per family) imported on the real app, as a
// coordinator would: the dry run, then the import (activation mails on). Twice: 2 500 families,
// then 5 000 into another school, to show the time and the memory as the file doubles. The
// server runs in this process, so the peak RSS sampled during each request is the server's.
// Target: the 5 000-family import (dry run excluded) under 60 s on PostgreSQL.

const password = 'bench-import-password'
const sectionNames = ['Babies', 'Toddlers', 'Middle', 'Big ones', 'Garden', 'Forest', 'River', 'Hill']

/** Writes the families file row by row (the generator never holds it whole either). */
async function writeFamiliesFile(file: string, input: { families: number; school: string; prefix: string }) {
  const out = createWriteStream(file)
  const rows = (async function* () {
    yield '\ufeff' + familyColumns.join(';') + '\r\n'
    for (let f = 0; f < input.families; f++) {
      const section = sectionNames[f % sectionNames.length]!
      const family = `${input.prefix}${f}`
      let chunk = ''
      for (let c = 0; c < 2; c++) {
        for (let g = 0; g < 2; g++) {
          chunk +=
            [
              input.school,
              section,
              `${family}-c${c}`,
              c === 0 ? 'Léa' : 'Noé',
              `Famille${f}`,
              `202${3 + c}-0${1 + (f % 9)}-1${f % 9}`,
              c === 0 ? 'Female' : 'Male',
              `${family}-g${g}`,
              g === 0 ? 'Anne' : 'Paul',
              `Famille${f}`,
              `${family}.g${g}@bench.example`,
              `+336${String(10_000_000 + ((f * 2 + g) % 89_999_999)).padStart(8, '0')}`,
              g === 0 ? 'Mother' : 'Father',
              g === 0 ? 'oui' : 'non',
              'oui',
            ].join(';') + '\r\n'
        }
      }
      yield chunk
    }
  })()
  await finished(Readable.from(rows).pipe(out))
  return (await stat(file)).size
}

/** Peak RSS while `run` is pending, sampled every 20 ms (the process's own maxRSS only ever grows). */
async function withPeakRss<T>(run: () => Promise<T>): Promise<{ result: T; peakRssMb: number; ms: number }> {
  let peak = process.memoryUsage().rss
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss)
  }, 20)
  const started = performance.now()
  try {
    const result = await run()
    return { result, peakRssMb: Math.round(peak / 1024 / 1024), ms: Math.round(performance.now() - started) }
  } finally {
    clearInterval(timer)
  }
}

async function post(baseUrl: string, cookie: string, file: string, dryRun: boolean): Promise<ImportReport> {
  const res = await fetch(`${baseUrl}/api/v1/directory/import/families?dryRun=${dryRun}`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'text/csv' },
    body: Readable.toWeb(createReadStream(file)) as ReadableStream,
    duplex: 'half',
  })
  const body = (await res.json()) as ImportReport
  if (res.status !== 200) throw new Error(`import answered ${res.status}: ${JSON.stringify(body)}`)
  return body
}

export async function runImportBench(argv: string[], log: (m: string) => void): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: {
      only: { type: 'string' },
      families: { type: 'string', default: '2500,5000' },
      database: { type: 'string' },
    },
    strict: true,
  })
  const sizes = values.families.split(',').map(Number)
  const bench = await openBenchDatabase({
    databaseUrl: values.database ?? process.env.DATABASE_URL,
    pool: 10,
  } as Parameters<typeof openBenchDatabase>[0])
  const { db } = bench.database
  const dir = await mkdtemp(path.join(tmpdir(), 'nido-bench-import-'))
  try {
    const [group] = await db.insert(groups).values({ name: 'Bench import' }).returning()
    const passwordHash = await hashPassword(password)
    const [coordinator] = await db
      .insert(users)
      .values({
        profileType: 'COORDINATOR',
        firstname: 'Bench',
        lastname: 'Coordinator',
        email: 'bench.import.coordinator@example.test',
        passwordHash,
        language: 'fr',
        termsAcceptedAt: new Date(),
      })
      .returning()
    await db.insert(staffAssignments).values({ userId: coordinator!.id, level: 'GROUP', groupId: group!.id })
    await db.insert(featureFlags).values({ schoolId: null, key: 'management', enabled: true, options: {} })
    const schoolsBySize = []
    for (const [i, families] of sizes.entries()) {
      const name = `Bench nursery ${i + 1}`
      const [school] = await db
        .insert(schools)
        .values({ groupId: group!.id, name, timezone: 'Europe/Paris' })
        .returning()
      await db.insert(sections).values(sectionNames.map((s) => ({ schoolId: school!.id, name: s })))
      const file = path.join(dir, `families-${families}.csv`)
      const bytes = await writeFamiliesFile(file, { families, school: name, prefix: `b${i}f` })
      schoolsBySize.push({ families, file, bytes })
    }
    await db.execute(sql`analyze`)

    const server = await startBenchServer(bench.database, coordinator!.id)
    const runs = []
    try {
      const cookie = await signIn(server.baseUrl, 'bench.import.coordinator@example.test', password)
      for (const { families, file, bytes } of schoolsBySize) {
        log(`${bench.location}: ${families} families, ${(bytes / 1024 / 1024).toFixed(1)} MB file`)
        const dry = await withPeakRss(() => post(server.baseUrl, cookie, file, true))
        log(
          `  dry run: ${dry.ms} ms, peak RSS ${dry.peakRssMb} MB, ${dry.result.rows} rows, ${dry.result.errorCount} errors`,
        )
        const real = await withPeakRss(() => post(server.baseUrl, cookie, file, false))
        log(
          `  import:  ${real.ms} ms, peak RSS ${real.peakRssMb} MB, children ${real.result.summary.children.create}, ` +
            `guardians ${real.result.summary.guardians.create}, activation mails ${real.result.activationMails}`,
        )
        if (!real.result.imported)
          throw new Error(`not imported: ${JSON.stringify(real.result.errors.slice(0, 5))}`)
        const again = await withPeakRss(() => post(server.baseUrl, cookie, file, false))
        log(`  again:   ${again.ms} ms (${again.result.summary.children.unchanged} children unchanged)`)
        runs.push({
          families,
          rows: real.result.rows,
          fileBytes: bytes,
          dryRunMs: dry.ms,
          importMs: real.ms,
          reimportMs: again.ms,
          dryRunPeakRssMb: dry.peakRssMb,
          importPeakRssMb: real.peakRssMb,
          summary: real.result.summary,
          activationMails: real.result.activationMails,
        })
      }
    } finally {
      await server.close()
    }
    const maxRssMb = Math.round(process.resourceUsage().maxRSS / 1024)
    const largest = runs[runs.length - 1]!
    const target = largest.importMs < 60_000
    log(`process maxRSS ${maxRssMb} MB; target "5 000 families < 60 s": ${target ? 'met' : 'NOT met'}`)
    const out = await writeBenchResult('import', {
      date: new Date().toISOString(),
      node: process.version,
      database: bench.location.startsWith('/') ? 'pglite' : 'postgres',
      runs,
      maxRssMb,
      target,
    })
    log(`wrote ${out}`)
    return target ? 0 : 1
  } finally {
    await rm(dir, { recursive: true, force: true })
    await bench.dispose()
  }
}
