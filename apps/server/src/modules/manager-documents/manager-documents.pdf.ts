import PDFDocument from 'pdfkit'
import type { PaperLanguage } from '@nido/domain/manager/paper'

// A document generated from a template (docs/manager-documents.md "Generating"): the school and
// the child at the top, the template's text with its fields merged, the date. Rendered once when
// generated; its bytes and SHA-256 are kept, so the family reads what staff checked.

export interface DocumentSheet {
  language: PaperLanguage
  at: Date
  title: string
  schoolName: string
  childName: string
  text: string
}

const texts = {
  en: { child: 'Child', date: 'Made on' },
  fr: { child: 'Enfant', date: 'Établi le' },
} as const

export function documentPdf(sheet: DocumentSheet, madeOn: string): Promise<Buffer> {
  const t = texts[sheet.language]
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      margin: 56,
      info: { Title: sheet.title, CreationDate: sheet.at, ModDate: sheet.at },
    })
    const chunks: Buffer[] = []
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
    doc.font('Helvetica').fontSize(10).fillColor('#444444').text(sheet.schoolName)
    doc.fillColor('#000000').moveDown()
    doc.font('Helvetica-Bold').fontSize(18).text(sheet.title)
    doc.font('Helvetica').fontSize(11).text(`${t.child}: ${sheet.childName}`)
    doc.moveDown()
    for (const paragraph of sheet.text.split(/\n{2,}/)) doc.text(paragraph.trim()).moveDown(0.6)
    doc.moveDown().fontSize(9).fillColor('#444444').text(`${t.date} ${madeOn}`)
    doc.end()
  })
}

/** The conditions of a contract template, printed at the end of the contract's PDF. */
export function conditionsParagraphs(text: string): string[] {
  return text
    .split(/\n{2,}/)
    .map((p) => p.trim())
    .filter(Boolean)
}
