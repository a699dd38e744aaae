import type { Page } from '@playwright/test'
import de from '../../apps/web/src/features/boards/i18n/de.json' with { type: 'json' }
import en from '../../apps/web/src/features/boards/i18n/en.json' with { type: 'json' }
import es from '../../apps/web/src/features/boards/i18n/es.json' with { type: 'json' }
import fr from '../../apps/web/src/features/boards/i18n/fr.json' with { type: 'json' }
import it from '../../apps/web/src/features/boards/i18n/it.json' with { type: 'json' }
import nlBE from '../../apps/web/src/features/boards/i18n/nl-BE.json' with { type: 'json' }
import pt from '../../apps/web/src/features/boards/i18n/pt.json' with { type: 'json' }

// The texts of the boards pages (folders, polls, postal cards) in the language the page shows.

export type BoardsMessages = typeof en
const byTag: Record<string, BoardsMessages> = { en, fr, 'nl-BE': nlBE, de, it, pt, es }

export async function boardsMessages(page: Page): Promise<BoardsMessages> {
  const tag = (await page.locator('html').getAttribute('lang')) ?? 'en'
  const messages = byTag[tag]
  if (!messages) throw new Error(`The page is in ${tag}, which has no boards translation file`)
  return messages
}

/** Fills i18next placeholders ({{name}}) the way the page does. */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key] ?? ''))
}

/** A valid 8×8 PNG and a tiny PDF, small enough to inline. */
export const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGM4UaGBFTEMLQkAUtVaAV8W4QQAAAAASUVORK5CYII=',
  'base64',
)
export const tinyPdf = Buffer.from(
  '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n',
)
