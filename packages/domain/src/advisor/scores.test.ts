import { describe, expect, it } from 'vitest'
import {
  averageFromSum,
  breakdownVisible,
  headlineOf,
  nps,
  npsBandOf,
  npsCounts,
  npsFromCounts,
  poolNpsCounts,
  questionFiguresOf,
  ratingAverage,
} from './scores'

describe('spec 001 §9 NPS band rules', () => {
  it.each([
    [0, 'negative', 'negative'],
    [3, 'negative', 'negative'],
    [4, 'neutral', 'negative'],
    [6, 'neutral', 'negative'],
    [7, 'positive', 'neutral'],
    [8, 'positive', 'neutral'],
    [9, 'positive', 'positive'],
    [10, 'positive', 'positive'],
  ] as const)('%i is %s by the default rule and %s by the standard rule', (rating, byDefault, byStandard) => {
    expect(npsBandOf(rating, 'default')).toBe(byDefault)
    expect(npsBandOf(rating, 'standard')).toBe(byStandard)
  })
})

describe('spec 001 §9 NPS = positive percent minus negative percent, rounded; skipped (−1) never counts', () => {
  const answers = [10, 9, 9, 8, 7, 6, 3, -1]
  it('[10, 9, 9, 8, 7, 6, 3, −1] gives standard NPS 14 and default-rule NPS 57', () => {
    expect(nps(answers, 'standard')).toBe(14)
    expect(nps(answers, 'default')).toBe(57)
  })
  it.each([
    [[], null],
    [[-1, -1], null],
    [[10], 100],
    [[0], -100],
    [[9, 6], 0],
    [[7, 8], 0],
    // 1 promoter, 1 detractor… 1/8 → 12.5 → 13 (half away from zero)
    [[9, 9, 0, 7, 7, 7, 7, 7], 13],
    [[0, 0, 9, 7, 7, 7, 7, 7], -13],
  ])('standard NPS of %j is %s', (ratings, expected) => {
    expect(nps(ratings, 'standard')).toBe(expected)
  })
  it('the counts leave skipped answers out of the denominator', () => {
    expect(npsCounts([10, -1, -1, 0], 'standard')).toEqual({ positive: 1, neutral: 0, negative: 1 })
  })
})

describe('NPS pooled over schools from the answers, never averaged (docs/advisor.md "Scores")', () => {
  it('a small school does not weigh as much as a large one', () => {
    const large = Array.from({ length: 90 }, () => 10).concat(Array.from({ length: 10 }, () => 0))
    const small = [0, 0, 0, 0, 0, 0, 0, 0, 0, 10]
    const pooled = npsFromCounts(poolNpsCounts([npsCounts(large, 'standard'), npsCounts(small, 'standard')]))
    // (91 − 19) / 110 = 65.45 → 65, where the mean of school scores (80 and −80) would say 0.
    expect(nps(large, 'standard')).toBe(80)
    expect(nps(small, 'standard')).toBe(-80)
    expect(pooled).toBe(65)
    expect(pooled).toBe(nps([...large, ...small], 'standard'))
  })
})

describe('spec 001 §9 star average rounded to 1 decimal', () => {
  it.each([
    [[5, 4], 4.5],
    [[5, 4, 4], 4.3],
    [[5, 5, 4], 4.7],
    [[1, 2], 1.5],
    [[4, -1, -1], 4],
    [[-1], null],
    [[], null],
  ])('%j averages %s', (ratings, expected) => {
    expect(ratingAverage(ratings)).toBe(expected)
  })
  it('4.45 reads 4.5 (half up, despite the binary error)', () => {
    expect(averageFromSum(89, 20)).toBe(4.5)
    expect(averageFromSum(0, 0)).toBeNull()
  })
})

describe('anonymity threshold (docs/advisor.md "Anonymity")', () => {
  it.each([
    [true, 4, 5, false],
    [true, 5, 5, true],
    [true, 9, 10, false],
    [false, 1, 5, true],
  ])('anonymous %s with %i respondents and threshold %i: visible %s', (anonymous, n, threshold, visible) => {
    expect(breakdownVisible(anonymous, n, threshold)).toBe(visible)
  })
  it('the default threshold is 5', () => {
    expect(breakdownVisible(true, 4)).toBe(false)
    expect(breakdownVisible(true, 5)).toBe(true)
  })
})

describe('a campaign headline (spec 001 §9)', () => {
  const rows = [
    { kind: 'stars', nps: false, rating: 5, n: 3 },
    { kind: 'stars', nps: false, rating: 4, n: 1 },
    { kind: 'stars', nps: false, rating: -1, n: 7 },
    { kind: 'scale', nps: true, rating: 10, n: 2 },
    { kind: 'scale', nps: true, rating: 8, n: 1 },
    { kind: 'scale', nps: true, rating: 3, n: 1 },
    { kind: 'scale', nps: false, rating: 0, n: 9 },
  ]
  it('averages the star answers only and counts NPS bands under both rules; skips do not count', () => {
    const headline = headlineOf(rows, 'default')
    expect(headline.average).toBe(4.8)
    expect(headline.standard).toEqual({ positive: 2, neutral: 1, negative: 1 })
    expect(headline.configured).toEqual(npsCounts([10, 10, 8, 3], 'default'))
  })
  it('an empty campaign has no average and empty counts', () => {
    expect(headlineOf([], 'standard')).toEqual({
      average: null,
      configured: { positive: 0, neutral: 0, negative: 0 },
      standard: { positive: 0, neutral: 0, negative: 0 },
    })
  })
})

describe('one question’s figures from grouped counts (spec 001 §9; docs/advisor.md "Scores")', () => {
  it('folds [10, 9, 9, 8, 7, 6, 3, −1] into NPS 57 by the default rule and 14 by the standard one', () => {
    const rows = [10, 9, 9, 8, 7, 6, 3, -1].map((rating) => ({
      rating,
      n: 1,
      comments: rating === 3 ? 1 : 0,
    }))
    const figures = questionFiguresOf(rows, { kind: 'scale', nps: true }, 'default')
    expect(figures).toMatchObject({ ratingsCount: 7, skippedCount: 1, commentsCount: 1, average: 7.4 })
    expect(npsFromCounts(figures.npsCounts!.configured)).toBe(57)
    expect(npsFromCounts(figures.npsCounts!.standard)).toBe(14)
    expect(figures.distribution).toHaveLength(11)
    expect(figures.distribution.find((d) => d.rating === 9)).toEqual({ rating: 9, count: 2 })
  })
  it('pools counts of several campaigns as one set of answers; text questions have no scale', () => {
    const stars = questionFiguresOf(
      [
        { rating: 5, n: 3, comments: 0 },
        { rating: 2, n: 1, comments: 0 },
        { rating: 5, n: 1, comments: 2 },
      ],
      { kind: 'stars', nps: false },
      'default',
    )
    expect(stars).toMatchObject({ average: 4.4, ratingsCount: 5, commentsCount: 2, npsCounts: null })
    expect(stars.distribution.map((d) => d.count)).toEqual([0, 1, 0, 0, 4])
    const text = questionFiguresOf(
      [{ rating: null, n: 4, comments: 4 }],
      { kind: 'text', nps: false },
      'default',
    )
    expect(text).toMatchObject({ average: null, ratingsCount: 0, commentsCount: 4, distribution: [] })
  })
})
