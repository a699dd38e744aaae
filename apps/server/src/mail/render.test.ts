import { describe, expect, it } from 'vitest'
import { languages } from '@nido/domain/i18n/languages'
import { renderMail } from './render'
import { mailTemplates, mailTexts } from './texts'

// Mails in the recipient's language, plain text plus simple, escaped HTML.
describe('mail rendering', () => {
  it.each(languages)('fills every template in %s, leaving no placeholder behind', (language) => {
    for (const template of mailTemplates) {
      const mail = renderMail(template, language, {
        name: 'Ada',
        link: 'https://nido.example/password/reset?token=abc',
        minutes: 60,
        days: 7,
        reason: 'Because',
        inviter: 'Grace',
        child: 'Léa',
        key: 'ab12cd34',
        guardian: 'Grace Hopper',
        relationship: 'Aunt',
        count: 2,
        section: 'Sunflowers',
        unsubscribe: 'https://nido.example/unsubscribe?token=xyz',
      })
      expect(mail.language).toBe(language)
      expect(mail.subject).not.toMatch(/[{}]/)
      expect(mail.text).not.toMatch(/\{\w+\}/)
      expect(mail.text).toContain('Ada')
      if (mailTexts[language].templates[template].action)
        expect(mail.html).toContain('href="https://nido.example/password/reset?token=abc"')
    }
  })

  it('escapes values in the HTML and falls back to English for an unknown language', () => {
    const mail = renderMail('deletion-refused', 'xx', { name: '<b>Eve</b>', reason: 'a & "b"' })
    expect(mail.language).toBe('en')
    expect(mail.html).toContain('&lt;b&gt;Eve&lt;/b&gt;')
    expect(mail.html).toContain('a &amp; &quot;b&quot;')
    expect(mail.html).not.toContain('<b>Eve</b>')
    expect(mail.text).toContain('Hello <b>Eve</b>,')
  })
})
