import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { languages, toBcp47 } from '@nido/domain/i18n/languages'
import { formIssueMessage, parseMessageToken } from './messages'
import { fieldOfServerPath, type ServerErrorFields } from './server-errors'

// docs/forms.md: zod issues become tokens of the `form` namespace, whose seven files hold
// English's keys; the server's body paths find their field.

const keysOf = (value: unknown, prefix = ''): string[] =>
  typeof value !== 'object' || value === null
    ? [prefix]
    : Object.entries(value).flatMap(([k, v]) => keysOf(v, prefix ? `${prefix}.${k}` : k))
const texts = (tag: string): unknown =>
  JSON.parse(readFileSync(new URL(`./i18n/${tag}.json`, import.meta.url), 'utf8'))

const messageOf = (schema: z.ZodType, value: unknown) =>
  schema.safeParse(value, { error: formIssueMessage }).error?.issues[0]?.message

describe('form texts', () => {
  it('seven languages with English’s keys, none empty', () => {
    const english = keysOf(texts('en')).sort()
    for (const language of languages) {
      const file = texts(toBcp47(language)) as Record<string, Record<string, string>>
      expect(keysOf(file).sort(), language).toEqual(english)
      for (const group of Object.values(file))
        for (const text of Object.values(group)) expect(text.trim()).not.toBe('')
    }
  })

  it('every token the error map writes names an English text', () => {
    const english = keysOf(texts('en'))
    const schemas: [z.ZodType, unknown][] = [
      [z.string().min(1), ''],
      [z.string().min(3), 'a'],
      [z.string().max(2), 'abc'],
      [z.number().min(1), 0],
      [z.number().max(1), 2],
      [z.array(z.string()).min(1), []],
      [z.array(z.string()).max(0), ['a']],
      [z.email(), 'nope'],
      [z.string(), undefined],
      [z.string(), 3],
      [z.enum(['a']), 'b'],
    ]
    for (const [schema, value] of schemas) {
      const token = parseMessageToken(messageOf(schema, value) ?? '')
      expect(token?.key.startsWith('form:')).toBe(true)
      expect(english).toContain(token!.key.slice('form:'.length))
    }
    expect(messageOf(z.string().max(200), 'x'.repeat(201))).toBe('form:errors.tooLong|{"count":200}')
    expect(parseMessageToken('Unknown time zone')).toBeNull()
  })

  it('finds the field a server path names', () => {
    type Values = { title: string; sharing: string[]; start: string; until: string }
    const fields: ServerErrorFields<Values> = {
      fields: ['title', 'sharing'] as const,
      rename: { startsAt: 'start', 'recurrence.until': 'until' },
    }
    expect(fieldOfServerPath('title', fields)).toBe('title')
    expect(fieldOfServerPath('sharing.schoolIds.0', fields)).toBe('sharing')
    expect(fieldOfServerPath('startsAt', fields)).toBe('start')
    expect(fieldOfServerPath('recurrence.until', fields)).toBe('until')
    expect(fieldOfServerPath('titles', fields)).toBeNull()
  })
})
