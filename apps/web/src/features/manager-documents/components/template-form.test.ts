import { describe, expect, it } from 'vitest'
import { unknownFieldsOf } from './template-form'

describe('the unknown fields of a refused template', () => {
  it('reads the names from the issues of the body, as the server answers them', () => {
    expect(
      unknownFieldsOf([
        { path: 'body', message: 'child.name' },
        { path: 'name', message: 'Too long' },
        { path: 'body', message: 'iban' },
      ]),
    ).toEqual(['child.name', 'iban'])
  })

  it('reads nothing from an answer of another shape', () => {
    expect(unknownFieldsOf(undefined)).toEqual([])
    expect(unknownFieldsOf({ fields: ['x'] })).toEqual([])
  })
})
