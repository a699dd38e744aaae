import { describe, expect, it } from 'vitest'
import { mergeFields, mergeTemplate, unknownFields, type MergeValues } from './merge'

const values = Object.fromEntries(mergeFields.map((f) => [f, ''])) as MergeValues
values['child.firstname'] = 'Oliver'
values['child.lastname'] = 'Clarke'
values['contract.monthly'] = '305,97 €'

describe('template merge fields', () => {
  it('replaces every field, spaces inside the braces allowed', () => {
    expect(mergeTemplate('{{child.firstname}} {{ child.lastname }} pays {{contract.monthly}}.', values)).toBe(
      'Oliver Clarke pays 305,97 €.',
    )
  })

  it('prints an empty value for a field the child has no value for', () => {
    expect(mergeTemplate('Born on {{child.birthdate}}.', values)).toBe('Born on .')
  })

  it('names the unknown fields once each, in order, and leaves them as written', () => {
    const body = '{{child.name}} {{child.firstname}} {{iban}} {{child.name}}'
    expect(unknownFields(body)).toEqual(['child.name', 'iban'])
    expect(mergeTemplate(body, values)).toBe('{{child.name}} Oliver {{iban}} {{child.name}}')
  })

  it('ignores text that only looks like a field', () => {
    expect(unknownFields('{ child.firstname } {{}} {{ 12 }}')).toEqual([])
  })
})
