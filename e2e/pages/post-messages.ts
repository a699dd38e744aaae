import type { Page } from '@playwright/test'
import de from '../../apps/web/src/features/posts/i18n/de.json' with { type: 'json' }
import en from '../../apps/web/src/features/posts/i18n/en.json' with { type: 'json' }
import es from '../../apps/web/src/features/posts/i18n/es.json' with { type: 'json' }
import fr from '../../apps/web/src/features/posts/i18n/fr.json' with { type: 'json' }
import it from '../../apps/web/src/features/posts/i18n/it.json' with { type: 'json' }
import nlBE from '../../apps/web/src/features/posts/i18n/nl-BE.json' with { type: 'json' }
import pt from '../../apps/web/src/features/posts/i18n/pt.json' with { type: 'json' }
import newsDe from '../../apps/web/src/features/news/i18n/de.json' with { type: 'json' }
import newsEn from '../../apps/web/src/features/news/i18n/en.json' with { type: 'json' }
import newsEs from '../../apps/web/src/features/news/i18n/es.json' with { type: 'json' }
import newsFr from '../../apps/web/src/features/news/i18n/fr.json' with { type: 'json' }
import newsIt from '../../apps/web/src/features/news/i18n/it.json' with { type: 'json' }
import newsNlBE from '../../apps/web/src/features/news/i18n/nl-BE.json' with { type: 'json' }
import newsPt from '../../apps/web/src/features/news/i18n/pt.json' with { type: 'json' }
import { fill } from './test-files'

// The texts of the posts feature (namespace 'posts') and of the newsfeed ('news') in the language
// the page shows: demo users each have their own language.

export type PostMessages = typeof en
export type NewsMessages = typeof newsEn
const posts: Record<string, PostMessages> = { en, fr, 'nl-BE': nlBE, de, it, pt, es }
const news: Record<string, NewsMessages> = {
  en: newsEn,
  fr: newsFr,
  'nl-BE': newsNlBE,
  de: newsDe,
  it: newsIt,
  pt: newsPt,
  es: newsEs,
}

async function tag(page: Page): Promise<string> {
  return (await page.locator('html').getAttribute('lang')) ?? 'en'
}

export async function postMessages(page: Page): Promise<PostMessages> {
  const m = posts[await tag(page)]
  if (!m) throw new Error(`No posts translation for ${await tag(page)}`)
  return m
}

export async function newsMessages(page: Page): Promise<NewsMessages> {
  const m = news[await tag(page)]
  if (!m) throw new Error(`No news translation for ${await tag(page)}`)
  return m
}

// i18next placeholders, `{{name, de}}` (French elision) included: the shared filler.
export { fill }

/** A regular expression matching a text literally. */
export const literal = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
