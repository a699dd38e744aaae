import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { languages, toBcp47 } from '@nido/domain/i18n/languages'

// A page's heading is the words of the menu entry that leads to it, in every language: someone who
// chose "Check-in board" must land on a page called so. Each row names the side menu entry (spec
// 000 §6, its text in shell's `menu.`) and where its page's h1 takes its text.
const pages: [menuKey: string, feature: string, titleKey: string][] = [
  ['newsfeed', 'news', 'title'],
  ['chat', 'chat', 'title'],
  ['calendar', 'calendar', 'title'],
  ['galleries', 'galleries', 'list.title'],
  ['folders', 'folders', 'folders.title'],
  ['sponsorNews', 'posts', 'sponsor.title'],
  ['postalCards', 'postal-cards', 'cards.title'],
  ['polls', 'polls', 'polls.title'],
  ['contacts', 'contacts', 'title'],
  ['daily', 'daily-log', 'title'],
  ['daily_checkIn', 'daily', 'board.title'],
  ['daily_proCheckIn', 'daily', 'pro.title'],
  ['daily_settings', 'daily', 'settings.title'],
  ['management_sections', 'sections', 'title'],
  ['management_childrenAndParents', 'children-and-parents', 'title'],
  ['management_team', 'team', 'title'],
  ['manager_dashboard', 'manager-structure', 'occupation.title'],
  ['manager_structure', 'manager-structure', 'structure.title'],
  ['manager_openings', 'manager-structure', 'openings.title'],
  ['manager_pricing', 'manager-structure', 'pricing.title'],
  ['manager_groupSettings', 'manager-structure', 'groupSettings.title'],
  ['advisor_dashboard', 'advisor', 'dashboard.title'],
  ['advisor_history', 'advisor/history', 'title'],
  ['advisor_campaigns', 'advisor', 'campaigns.title'],
  ['advisor_questions', 'advisor', 'library.title'],
  ['advisor_reports', 'advisor', 'reports.title'],
  ['advisor_schools', 'advisor', 'schools.title'],
  ['advisor_sectors', 'advisor', 'sectors.title'],
  ['advisor_telephoneSurveys', 'advisor/phone', 'title'],
  ['manager_children', 'manager-children', 'children.title'],
  ['managerGuardian_authorizations', 'manager-children', 'authorizations.title'],
  ['managerGuardian_contract', 'manager-contracts', 'guardian.title'],
  ['manager_templates', 'manager-documents', 'templates.title'],
  ['manager_contractTemplates', 'manager-documents', 'templates.contractTitle'],
  ['managerGuardian_documents', 'manager-documents', 'guardian.title'],
]

function texts(file: URL): Record<string, unknown> {
  return JSON.parse(readFileSync(fileURLToPath(file), 'utf8')) as Record<string, unknown>
}

function at(value: unknown, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>((v, part) => (v as Record<string, unknown> | undefined)?.[part], value)
}

describe('page titles equal their menu labels', () => {
  for (const language of languages.map(toBcp47)) {
    it(`in ${language}`, () => {
      const shell = texts(new URL(`./shell/${language}.json`, import.meta.url))
      const differ = pages.flatMap(([menuKey, feature, titleKey]) => {
        const label = at(shell, `menu.${menuKey}`)
        const title = at(
          texts(new URL(`../features/${feature}/i18n/${language}.json`, import.meta.url)),
          titleKey,
        )
        expect(label, `menu.${menuKey}`).toBeTypeOf('string')
        return label === title ? [] : [`${menuKey}: menu "${String(label)}", page "${String(title)}"`]
      })
      expect(differ).toEqual([])
    })
  }
})
