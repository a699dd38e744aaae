import PDFDocument from 'pdfkit'
import { appName } from '../../mail/render'
import { fillText, textsFor } from './invitations.texts'

// Spec 001 §2 "download-invitation link", §8 "PDF failure: unable to generate": an invitation on
// paper, for a guardian to hand to a relative: the child's first name (not the last name: the
// sheet may be left lying around), the key, and how to use it.

export interface InvitationSheet {
  childFirstname: string
  key: string
  language: string
  signInUrl: string
}

export function invitationPdf(sheet: InvitationSheet): Promise<Buffer> {
  const texts = textsFor(sheet.language).pdf
  const values = { child: sheet.childFirstname, appName, link: sheet.signInUrl, key: sheet.key }
  const fill = (text: string) => fillText(text, values)
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: fill(texts.title) } })
    const chunks: Buffer[] = []
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
    doc.font('Helvetica-Bold').fontSize(22).text(fill(texts.title))
    doc.moveDown()
    doc.font('Helvetica').fontSize(12).text(fill(texts.intro))
    doc.moveDown(1.5)
    doc.fontSize(12).text(fill(texts.keyLabel))
    // The key in a monospaced face, spaced out: 0/o and 1/l must be told apart when typed.
    doc.font('Courier-Bold').fontSize(32).text(sheet.key.split('').join(' '), { characterSpacing: 2 })
    doc.moveDown(1.5)
    doc.font('Helvetica').fontSize(12)
    texts.steps.forEach((step, i) => doc.text(`${i + 1}. ${fill(step)}`).moveDown(0.5))
    doc.moveDown()
    doc.fontSize(10).fillColor('#555555').text(fill(texts.noAccount))
    doc.end()
  })
}
