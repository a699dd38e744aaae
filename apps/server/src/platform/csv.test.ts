import { describe, expect, it } from 'vitest'
import { csvFile, csvLine, csvStream, neutraliseCell, restoreCell } from './csv'

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

  it('writes a line with text neutralised and numbers as they are, and takes the guard off again', () => {
    expect(csvLine(['+33612345678', -3, true, null, 'a,b'])).toBe(`'+33612345678,-3,true,,"a,b"\r\n`)
    expect(restoreCell(`'+33612345678`)).toBe('+33612345678')
    expect(restoreCell(`'quoted`)).toBe(`'quoted`)
  })

  it('streams a byte-order mark, the header, then each batch', async () => {
    const batches = (async function* () {
      yield [['Léa', '=1']]
      yield []
      yield [['Tom', '2']]
    })()
    const chunks: Buffer[] = []
    for await (const chunk of csvStream(['name', 'n'], batches)) chunks.push(chunk as Buffer)
    expect(Buffer.concat(chunks).toString('utf8')).toBe(`\ufeffname,n\r\nLéa,'=1\r\nTom,2\r\n`)
  })
})
