// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { menuItems } from '@nido/domain/access/shell/menu'
import de from '@/i18n/shell/de.json'
import en from '@/i18n/shell/en.json'
import es from '@/i18n/shell/es.json'
import fr from '@/i18n/shell/fr.json'
import it_ from '@/i18n/shell/it.json'
import nlBE from '@/i18n/shell/nl-BE.json'
import pt from '@/i18n/shell/pt.json'
import { routeTable } from './router'

// A menu entry shows once its page has a route (docs/manager.md "A menu entry shows only when its
// route exists"), and it shows its label from the shell's `menu.` texts: every entry that can show
// has its words in every language, so no one reads a key such as `managerGuardian.about`.

const routed = new Set(routeTable.map((r) => r.path))
const shown = menuItems.filter((item) => item.path != null && routed.has(item.path))
const shells: Record<string, { menu: Record<string, unknown>; account: Record<string, unknown> }> = {
  en,
  fr,
  'nl-BE': nlBE,
  de,
  it: it_,
  pt,
  es,
}

describe('menu labels', () => {
  it('some entries are routed (the check is not empty)', () => {
    expect(shown.length).toBeGreaterThan(20)
  })
  for (const [language, shell] of Object.entries(shells)) {
    it(`every routed menu entry has its label in ${language}`, () => {
      // As shell/menu-label.ts reads them: account entries under `account.`, the others flat.
      const missing = shown
        .map((item) => item.key)
        .filter((key) =>
          key.startsWith('account.')
            ? typeof shell.account[key.slice('account.'.length)] !== 'string'
            : typeof shell.menu[key.replaceAll('.', '_')] !== 'string',
        )
      expect(missing).toEqual([])
    })
  }
})
