import { describe, expect, it } from 'vitest'
import { readableColumn, toCsv } from './data-protection.csv'

// The export's CSV (docs/data-protection.md "What the export holds"): what a spreadsheet reads.
describe('export CSV', () => {
  it.each([
    ['childId', 'Child id'],
    ['takenAt', 'Taken at'],
    ['key', 'Key'],
  ])('names the column %s "%s"', (key, readable) => {
    expect(readableColumn(key)).toBe(readable)
  })

  it('quotes, dates, nests and keeps formulas as text', () => {
    const csv = toCsv([
      { text: 'She said "hi", then left', at: new Date('2026-06-02T10:00:00Z'), pickup: { name: 'May' } },
      { text: '=HYPERLINK("x")', at: null, count: -3, extra: true },
    ])
    expect(csv.split('\r\n')).toEqual([
      '\ufeffText,At,Pickup,Count,Extra',
      '"She said ""hi"", then left",2026-06-02T10:00:00.000Z,"{""name"":""May""}",,',
      `"'=HYPERLINK(""x"")",,,-3,true`,
      '',
    ])
  })
})
