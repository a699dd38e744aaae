import { describe, expect, it } from 'vitest'
import { isChunkLoadError, shouldReloadForChunk } from './chunk-reload'

describe('spec 000 §8 chunk-load reload guard (60 s)', () => {
  it.each([
    [null, 1_000_000, true],
    [1_000_000 - 60_000, 1_000_000, true],
    [1_000_000 - 59_999, 1_000_000, false],
    [1_000_000, 1_000_000, false],
    [Number.NaN, 1_000_000, true],
  ])('last reload %s, now %d → reload %s', (last, now, expected) => {
    expect(shouldReloadForChunk(last, now)).toBe(expected)
  })

  it.each([
    [new TypeError('Failed to fetch dynamically imported module: /assets/Page-1.js'), true],
    [new TypeError('error loading dynamically imported module'), true],
    [new Error('Importing a module script failed.'), true],
    [Object.assign(new Error('x'), { name: 'ChunkLoadError' }), true],
    [new Error('Cannot read properties of undefined'), false],
    ['Failed to fetch dynamically imported module', false],
  ])('%s is a chunk error: %s', (error, expected) => {
    expect(isChunkLoadError(error)).toBe(expected)
  })
})
