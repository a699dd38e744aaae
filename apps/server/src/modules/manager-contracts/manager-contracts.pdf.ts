import PDFDocument from 'pdfkit'
import {
  formatCents,
  formatExplanation,
  formatMinutes,
  type ExplanationLanguage,
} from '@nido/domain/manager/pricing/explanation'
import type { PricedLine } from '@nido/domain/manager/pricing/engine'
import type { PresenceSlot } from '@nido/domain/manager/pricing/input'
import { conditionsParagraphs } from '../manager-documents/index'

// The contract on paper (docs/manager-contracts.md "The PDF and the signature"): what the family
// signs. Sending freezes these bytes and their SHA-256; a draft is rendered on the fly, marked as
// such. The creation date is the contract's sending time, so the same contract renders the same.

export interface ContractSheet {
  language: ExplanationLanguage
  draft: boolean
  at: Date
  schoolName: string
  child: { firstname: string; lastname: string }
  type: string
  tarificationType: string
  startDate: string
  endDate: string
  adaptationEndDate: string | null
  weeks: PresenceSlot[][]
  holidayWeeks: string[]
  note: string | null
  pricing: {
    lines: PricedLine[]
    monthlyCents: number
    totalCents: number
    monthlyMinutes: number
    /** The decision's currency (the structure's): amounts are printed in it. */
    currency: string
  } | null
  missing: string[]
  /** The school's contract conditions (its default contract template, merged), if any. */
  conditions: string | null
}

const texts = {
  en: {
    title: 'Childcare contract',
    draft: 'DRAFT: not sent for signature',
    school: 'Nursery',
    child: 'Child',
    type: 'Contract type',
    tarification: 'Tarification',
    period: 'Period',
    from: (a: string, b: string) => `from ${a} to ${b}`,
    adaptation: 'Adaptation until',
    schedule: 'Weekly schedule',
    week: (n: number) => `Week ${n}`,
    noSchedule: 'No fixed presences',
    holidays: 'Holiday weeks (weeks of)',
    price: 'Price',
    monthlyHours: 'Hours a month',
    monthly: 'A month',
    total: 'Total of the contract',
    notPriced: 'Not priced yet; missing:',
    note: 'Note',
    conditions: 'Conditions',
    days: ['', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'],
  },
  fr: {
    title: "Contrat d'accueil",
    draft: 'BROUILLON : non envoyé pour signature',
    school: 'Structure',
    child: 'Enfant',
    type: 'Type de contrat',
    tarification: 'Tarification',
    period: 'Période',
    from: (a: string, b: string) => `du ${a} au ${b}`,
    adaptation: "Adaptation jusqu'au",
    schedule: 'Planning hebdomadaire',
    week: (n: number) => `Semaine ${n}`,
    noSchedule: 'Pas de présences fixes',
    holidays: 'Semaines de congés (semaines du)',
    price: 'Tarif',
    monthlyHours: 'Heures par mois',
    monthly: 'Par mois',
    total: 'Total du contrat',
    notPriced: 'Pas encore chiffré ; il manque :',
    note: 'Note',
    conditions: 'Conditions',
    days: ['', 'Lun', 'Mar', 'Mer', 'Jeu', 'Ven', 'Sam', 'Dim'],
  },
} as const

export function contractPdf(sheet: ContractSheet): Promise<Buffer> {
  const t = texts[sheet.language]
  const lang = sheet.language
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      margin: 56,
      info: { Title: t.title, CreationDate: sheet.at, ModDate: sheet.at },
    })
    const chunks: Buffer[] = []
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
    const field = (label: string, value: string) =>
      doc.font('Helvetica-Bold').text(`${label}: `, { continued: true }).font('Helvetica').text(value)

    doc.font('Helvetica-Bold').fontSize(20).text(t.title)
    if (sheet.draft) doc.fontSize(11).fillColor('#b00020').text(t.draft).fillColor('#000000')
    doc.moveDown()
    doc.fontSize(11)
    field(t.school, sheet.schoolName)
    field(t.child, `${sheet.child.firstname} ${sheet.child.lastname}`)
    field(t.type, sheet.type)
    field(t.tarification, sheet.tarificationType.toUpperCase())
    field(t.period, t.from(sheet.startDate, sheet.endDate))
    if (sheet.adaptationEndDate) field(t.adaptation, sheet.adaptationEndDate)

    doc.moveDown().font('Helvetica-Bold').fontSize(13).text(t.schedule).fontSize(11).font('Helvetica')
    const weeks = sheet.weeks.filter((w) => w.length > 0)
    if (weeks.length === 0) doc.text(t.noSchedule)
    sheet.weeks.forEach((week, i) => {
      if (week.length === 0) return
      const slots = [...week]
        .sort((a, b) => a.weekday - b.weekday || a.start.localeCompare(b.start))
        .map((s) => `${t.days[s.weekday]} ${s.start}–${s.end}`)
      doc.text(sheet.weeks.length > 1 ? `${t.week(i + 1)}: ${slots.join(', ')}` : slots.join(', '))
    })
    if (sheet.holidayWeeks.length > 0) field(t.holidays, [...sheet.holidayWeeks].sort().join(', '))

    doc.moveDown().font('Helvetica-Bold').fontSize(13).text(t.price).fontSize(11).font('Helvetica')
    if (sheet.pricing) {
      const { pricing } = sheet
      field(t.monthlyHours, formatMinutes(pricing.monthlyMinutes, lang))
      field(t.monthly, formatCents(pricing.monthlyCents, lang, pricing.currency))
      field(t.total, formatCents(pricing.totalCents, lang, pricing.currency))
      doc.moveDown(0.5).fontSize(9)
      for (const line of pricing.lines)
        doc.text(
          `${line.month}  ${formatCents(line.amountCents, lang, pricing.currency)}  ${formatExplanation(line.explanation, lang, pricing.currency)}`,
        )
      doc.fontSize(11)
    } else {
      doc.text(`${t.notPriced} ${sheet.missing.join(', ')}`)
    }
    if (sheet.note) {
      doc.moveDown()
      field(t.note, sheet.note)
    }
    if (sheet.conditions) {
      doc.moveDown().font('Helvetica-Bold').fontSize(13).text(t.conditions).fontSize(10).font('Helvetica')
      for (const paragraph of conditionsParagraphs(sheet.conditions)) doc.text(paragraph).moveDown(0.5)
    }
    doc.end()
  })
}
