import { withDe } from './elision'
// Helpers the pages' objects share: i18next's placeholder filling and tiny files to upload.

/** Fills i18next placeholders ({{name}}) the way the page does. */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{\{(\w+)(, de)?\}\}/g, (_, key: string, de?: string) =>
    withDe(String(values[key] ?? ''), de),
  )
}

/** A valid 8×8 PNG and a tiny PDF, small enough to inline. */
export const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGM4UaGBFTEMLQkAUtVaAV8W4QQAAAAASUVORK5CYII=',
  'base64',
)
export const tinyPdf = Buffer.from(
  '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n',
)
