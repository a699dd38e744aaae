import { describe, expect, it } from 'vitest'
import { csvFile, neutraliseCell } from './csv'

describe('CSV cells (docs/security.md, Input)', () => {
  it.each([
    ['=HYPERLINK("https://evil.test","x")', `'=HYPERLINK("https://evil.test","x")`],
    ['+1+1', `'+1+1`],
    ['-2+3', `'-2+3`],
    ['@SUM(A1)', `'@SUM(A1)`],
    ['\t=1', `'\t=1`],
    ['\r=1', `'\r=1`],
    ['Bumped a knee', 'Bumped a knee'],
    ['09:30', '09:30'],
    ['', ''],
    ['a=b', 'a=b'],
  ])('%j is written %j', (cell, written) => {
    expect(neutraliseCell(cell)).toBe(written)
  })

  it('writes a byte-order mark, the header and the neutralised rows', () => {
    const text = csvFile(['name', 'comment'], [['Léa', '=1+1']]).toString('utf8')
    expect(text).toBe(`\ufeffname,comment\nLéa,'=1+1\n`)
  })
})
