import { describe, expect, it } from 'vitest'
import { decodeCursor, decodeTimeKey, encodeCursor, encodeTimeKey, keysetPage } from './keyset'

// The one keyset codec (ARCHITECTURE §3 cursor pages, decision 0012).

const id = '0193a3b4-5c6d-7e8f-9a0b-1c2d3e4f5a6b'

describe('keyset', () => {
  it('round-trips a time key, keeping PostgreSQL microseconds', () => {
    for (const at of [
      '2026-11-18T09:30:00.000Z',
      '2026-11-18 09:30:00.123456+00',
      '2026-11-18 10:30:00+01:00',
    ])
      expect(decodeTimeKey(encodeTimeKey({ at, id }))).toEqual({ at, id })
    expect(decodeTimeKey(encodeTimeKey({ at: new Date('2026-11-18T09:30:00Z'), id }))).toEqual({
      at: '2026-11-18T09:30:00.000Z',
      id,
    })
  })

  it('rejects a cursor that is not ours with VALIDATION_ERROR, or ignores it when asked', () => {
    const bad = [
      'nonsense',
      encodeCursor(['yesterday', id]),
      encodeCursor(['2026-11-18T09:30:00Z', 'not-a-uuid']),
      encodeCursor([id]),
    ]
    for (const cursor of bad) {
      expect(() => decodeTimeKey(cursor)).toThrow(expect.objectContaining({ code: 'VALIDATION_ERROR' }))
      expect(decodeTimeKey(cursor, 'ignore')).toBeNull()
    }
    expect(decodeTimeKey(undefined)).toBeNull()
    expect(decodeTimeKey('')).toBeNull()
  })

  it('decodes text parts as given', () => {
    expect(decodeCursor(encodeCursor(['Dupont', 'Zoé', id]), ['text', 'text', 'uuid'])).toEqual([
      'Dupont',
      'Zoé',
      id,
    ])
  })

  it('splits limit + 1 rows into a page and the next cursor', () => {
    expect(keysetPage([1, 2, 3], 2, String)).toEqual({ rows: [1, 2], nextCursor: '2' })
    expect(keysetPage([1, 2], 2, String)).toEqual({ rows: [1, 2], nextCursor: null })
  })
})
