import { describe, expect, it } from 'vitest'
import { entryDetailParts } from './daily-log-details'

describe('spec 001 §3 care-log entry words, shared by the board and the Daily card', () => {
  it.each([
    [
      { kind: 'bottle', content: 'Milk', quantityMl: 120 },
      [
        { type: 'value', group: 'bottleContent', value: 'Milk' },
        { type: 'detail', key: 'quantityMl', params: { value: 120 } },
      ],
    ],
    [{ kind: 'nap', endTime: null }, [{ type: 'detail', key: 'asleep' }]],
    [{ kind: 'nap', endTime: '14:30' }, [{ type: 'detail', key: 'until', params: { time: '14:30' } }]],
    // Spec 001 §5: °F above 50, otherwise °C.
    [
      { kind: 'temperature', value: 38.2 },
      [{ type: 'detail', key: 'temperature', params: { value: 38.2, unit: 'C' } }],
    ],
  ] as const)('%j', (data, parts) => {
    expect(entryDetailParts(data as never)).toEqual(parts)
  })
})
