import { describe, expect, it } from 'vitest'
import { bodyOf, fieldOfIssue, formOf, validate } from './message-form'

// The in-app message form (docs/administration-settings.md "In-app messages"): languages left
// empty are not sent, and the contract's issues land on the field of their language.
describe('in-app message form', () => {
  const now = new Date('2026-11-18T09:30:00Z')

  it('sends only the languages written, a button only with a title, null profiles for everyone', () => {
    const form = formOf(null, now)
    form.content.en = '<p>Hello</p>'
    form.content.fr = '  '
    form.buttonTitle.en = 'Read'
    form.buttonUrl.en = ''
    form.buttonUrl.de = 'https://example.test'
    const body = bodyOf(form)
    expect(body.contentHtml).toEqual({ en: '<p>Hello</p>' })
    expect(body.button).toEqual({ en: { title: 'Read', url: null } })
    expect(body.profileTypes).toBeNull()
    expect(body.endsAt).toBeNull()
    expect(new Date(body.startsAt).getTime()).toBe(Date.parse('2026-11-18T09:30:00Z'))
    expect(validate(form).success).toBe(true)
  })

  it('puts a missing English content and a bad address on their fields', () => {
    const form = formOf(null, now)
    form.content.fr = '<p>Bonjour</p>'
    form.buttonTitle.fr = 'Lire'
    form.buttonUrl.fr = 'javascript:alert(1)'
    const result = validate(form)
    expect(result.success).toBe(false)
    const fields = result.error!.issues.map((i) => fieldOfIssue(i.path))
    expect(fields).toContain('content.en')
    expect(fields).toContain('buttonUrl.fr')
  })
})
