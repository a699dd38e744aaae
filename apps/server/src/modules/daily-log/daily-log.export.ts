import PDFDocument from 'pdfkit'
import { AppError } from '@nido/domain/errors'
import type { EntryData } from '@nido/domain/contracts/daily-log'
import type { DailyExportFormat } from '@nido/domain/enums/daily-log'
import { exportMaxDays, periodDays } from '@nido/domain/rules/daily-log'
import type { Queryable } from '../../db/client'
import type { Actor } from '../../platform/actor'
import { audit } from '../../platform/audit'
import { csvFile } from '../../platform/csv'
import { checkInsOf, ratioAlerts, type ChildCheckIn, type RatioAlert } from './daily-log.check-ins'
import { entriesOf, scopedSection, sectionChildren, staffChildren, type EntryRow } from './daily-log.queries'

// The export (/daily/export): the care-log entries and the check-ins of a period, for a
// section or a child, as CSV (platform/csv.ts, cells neutralised) or PDF (pdfkit), with the supervision-ratio alerts
// of the school (spec 001 §9). Staff scope only. Values are the enumerations' own names (stable,
// language-neutral, easy to filter in a spreadsheet); the PDF groups them by day and child.

export interface ExportInput {
  format: DailyExportFormat
  from: string
  to: string
  sectionId?: string | undefined
  childId?: string | undefined
}

export interface ExportFile {
  fileName: string
  contentType: string
  body: Buffer
}

interface ExportData {
  title: string
  children: Array<{ id: string; firstname: string; lastname: string }>
  entries: EntryRow[]
  checkIns: ChildCheckIn[]
  alerts: RatioAlert[]
}

const json = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value)

/** An entry's data as `name=value` pairs (the kind itself has its own column). */
export function detailsText(data: EntryData): string {
  return Object.entries(data)
    .filter(([name]) => name !== 'kind' && name !== 'mediaId')
    .map(([name, value]) => `${name}=${Array.isArray(value) ? value.join('+') : String(value)}`)
    .join('; ')
}

async function collect(db: Queryable, actor: Actor, now: Date, input: ExportInput): Promise<ExportData> {
  if (periodDays(input.from, input.to) > exportMaxDays)
    throw new AppError('VALIDATION_ERROR', { field: 'to', max: exportMaxDays })
  let title: string
  let children: ExportData['children']
  let schools: Array<{ id: string; timezone: string }>
  if (input.sectionId) {
    const section = await scopedSection(db, actor, input.sectionId)
    if (!section) throw new AppError('NOT_FOUND')
    title = section.name
    children = await sectionChildren(db, section.id)
    schools = [{ id: section.school_id, timezone: section.timezone }]
  } else {
    const [child] = await staffChildren(db, actor, [input.childId!])
    if (!child) throw new AppError('NOT_FOUND')
    title = `${child.firstname} ${child.lastname}`
    children = [child]
    schools = [{ id: child.school_id, timezone: child.timezone }]
  }
  children.sort((a, b) => a.lastname.localeCompare(b.lastname) || a.firstname.localeCompare(b.firstname))
  const ids = children.map((c) => c.id)
  const [entries, checkIns, alerts] = await Promise.all([
    entriesOf(db, ids, input.from, input.to),
    checkInsOf(db, ids, input.from, input.to),
    ratioAlerts(db, schools, input.from, input.to, now),
  ])
  return {
    title,
    children,
    entries,
    checkIns: [...checkIns.values()].sort((a, b) => a.date.localeCompare(b.date)),
    alerts,
  }
}

const csvHeader = [
  'record',
  'date',
  'time',
  'end',
  'lastname',
  'firstname',
  'kind',
  'details',
  'comment',
  'author',
]

function toCsv(data: ExportData): Buffer {
  const names = new Map(data.children.map((c) => [c.id, c]))
  const rows: string[][] = []
  for (const c of data.checkIns) {
    const child = names.get(c.childId)
    rows.push([
      'check-in',
      c.date,
      c.arrival ?? '',
      c.departure ?? '',
      child?.lastname ?? '',
      child?.firstname ?? '',
      '',
      '',
      '',
      '',
    ])
  }
  for (const e of data.entries) {
    const child = names.get(e.child_id)
    rows.push([
      'entry',
      e.date,
      e.time,
      '',
      child?.lastname ?? '',
      child?.firstname ?? '',
      e.kind,
      detailsText(json<EntryData>(e.data)),
      e.comment,
      e.author_firstname ? `${e.author_firstname} ${e.author_lastname ?? ''}`.trim() : '',
    ])
  }
  for (const a of data.alerts) {
    rows.push([
      'ratio-alert',
      a.date,
      a.start,
      a.end,
      '',
      '',
      '',
      `children=${a.maxChildren}; staff=${a.minStaff}`,
      '',
      '',
    ])
  }
  // By date, then time, so a day reads in order whatever the record type.
  rows.sort((a, b) => a[1]!.localeCompare(b[1]!) || a[2]!.localeCompare(b[2]!))
  return csvFile(csvHeader, rows)
}

function toPdf(data: ExportData, input: ExportInput): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 40, info: { Title: `Daily ${data.title}` } })
    const chunks: Buffer[] = []
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
    doc.fontSize(16).text(`${data.title} — ${input.from} → ${input.to}`)
    doc.moveDown()
    const dates = [
      ...new Set([
        ...data.entries.map((e) => e.date),
        ...data.checkIns.map((c) => c.date),
        ...data.alerts.map((a) => a.date),
      ]),
    ].sort()
    if (dates.length === 0) doc.fontSize(11).text('—')
    for (const date of dates) {
      doc.fontSize(13).fillColor('black').text(date)
      for (const alert of data.alerts.filter((a) => a.date === date)) {
        doc
          .fontSize(10)
          .fillColor('#b00020')
          .text(
            `Ratio alert ${alert.start}–${alert.end}: ${alert.maxChildren} children, ${alert.minStaff} staff`,
          )
      }
      doc.fillColor('black')
      for (const child of data.children) {
        const checkIn = data.checkIns.find((c) => c.childId === child.id && c.date === date)
        const entries = data.entries.filter((e) => e.child_id === child.id && e.date === date)
        if (!checkIn && entries.length === 0) continue
        doc.fontSize(11).text(`${child.firstname} ${child.lastname}`, { continued: Boolean(checkIn) })
        if (checkIn) doc.text(`   ${checkIn.arrival ?? '?'} – ${checkIn.departure ?? '…'}`)
        for (const e of entries) {
          const details = detailsText(json<EntryData>(e.data))
          const text = [e.time, e.kind, details, e.comment].filter(Boolean).join('  ·  ')
          doc.fontSize(9).text(text, { indent: 16 })
        }
      }
      doc.moveDown()
    }
    doc.end()
  })
}

/** A file name without characters a Content-Disposition header or a file system dislikes. */
function safeName(text: string): string {
  return (
    text
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .toLowerCase() || 'daily'
  )
}

export async function exportDaily(
  db: Queryable,
  actor: Actor,
  now: Date,
  input: ExportInput,
): Promise<ExportFile> {
  const data = await collect(db, actor, now, input)
  const base = `daily-${safeName(data.title)}-${input.from}-${input.to}`
  // Reading children's records out of the application is worth a trace (ARCHITECTURE §5).
  await audit(db, actor, 'dailyLog.export', {
    format: input.format,
    from: input.from,
    to: input.to,
    sectionId: input.sectionId ?? null,
    childId: input.childId ?? null,
  })
  if (input.format === 'csv')
    return { fileName: `${base}.csv`, contentType: 'text/csv; charset=utf-8', body: toCsv(data) }
  return { fileName: `${base}.pdf`, contentType: 'application/pdf', body: await toPdf(data, input) }
}
