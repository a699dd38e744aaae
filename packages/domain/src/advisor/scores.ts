// Spec 001 §9 "Star rating 1 to 5; average rounded to 1 decimal. NPS = positive percent minus
// negative percent, rounded. Bands: default rule negative below 4, neutral 4 to 6, positive 7 and
// above; alternate rule negative below 7, neutral 7-8, positive 9-10." The alternate rule is the
// standard (Bain) NPS, which reports show beside the configured rule (docs/advisor.md "Scores").
// Spec 000 §5 / 001 §5: a missing rating is sent as -1; skipped answers never count.

/** The value a skipped or irrelevant answer is stored with (spec 001 §5). */
export const skippedRating = -1

/** The two band rules of spec 001 §9; `standard` is the spec's alternate rule. */
export const npsBandRules = ['default', 'standard'] as const
export type NpsBandRule = (typeof npsBandRules)[number]

/** Lowest positive value and highest negative value of each rule, on the 0–10 scale. */
export const npsBands = {
  default: { negativeMax: 3, positiveMin: 7 },
  standard: { negativeMax: 6, positiveMin: 9 },
} as const satisfies Record<NpsBandRule, { negativeMax: number; positiveMin: number }>

/** Anonymous campaigns hide a breakdown with fewer respondents than this (docs/advisor.md "Anonymity"). */
export const defaultAnonymityThreshold = 5

/** A rating that counts: answered, not skipped (−1) nor missing. */
export function isAnswered(rating: number | null | undefined): rating is number {
  return typeof rating === 'number' && rating >= 0
}

export type NpsBand = 'negative' | 'neutral' | 'positive'

export function npsBandOf(rating: number, rule: NpsBandRule): NpsBand {
  const bands = npsBands[rule]
  if (rating <= bands.negativeMax) return 'negative'
  if (rating >= bands.positiveMin) return 'positive'
  return 'neutral'
}

/** Counts of one question's 0–10 answers, the unit that pools over schools and periods. */
export interface NpsCounts {
  positive: number
  neutral: number
  negative: number
}

export function npsCounts(ratings: readonly number[], rule: NpsBandRule): NpsCounts {
  const counts: NpsCounts = { positive: 0, neutral: 0, negative: 0 }
  for (const rating of ratings) if (isAnswered(rating)) counts[npsBandOf(rating, rule)] += 1
  return counts
}

/**
 * NPS from counts: positive percent minus negative percent, rounded to a whole number; null when
 * nobody answered. Pooling over schools adds the counts first (never averages per-school scores).
 */
export function npsFromCounts(counts: NpsCounts): number | null {
  const total = counts.positive + counts.neutral + counts.negative
  if (total === 0) return null
  return roundHalfAwayFromZero(((counts.positive - counts.negative) * 100) / total)
}

export function nps(ratings: readonly number[], rule: NpsBandRule): number | null {
  return npsFromCounts(npsCounts(ratings, rule))
}

/** Adds the counts of several groups (schools, days): the pooled NPS of their answers. */
export function poolNpsCounts(groups: readonly NpsCounts[]): NpsCounts {
  return groups.reduce(
    (sum, c) => ({
      positive: sum.positive + c.positive,
      neutral: sum.neutral + c.neutral,
      negative: sum.negative + c.negative,
    }),
    { positive: 0, neutral: 0, negative: 0 },
  )
}

/** Average of answered ratings to 1 decimal (spec 001 §9); null when nothing was answered. */
export function ratingAverage(ratings: readonly number[]): number | null {
  const answered = ratings.filter(isAnswered)
  if (answered.length === 0) return null
  return averageFromSum(
    answered.reduce((a, b) => a + b, 0),
    answered.length,
  )
}

/** The same from a sum and a count, as SQL aggregates give them. */
export function averageFromSum(sum: number, count: number): number | null {
  if (count === 0) return null
  return roundHalfAwayFromZero((sum / count) * 10) / 10
}

/**
 * Rounds .5 away from zero, so −14.5 and 14.5 round to the same size. A small epsilon absorbs the
 * binary error of values like 4.45 (stored as 4.4499…), which people expect to read as 4.5.
 */
export function roundHalfAwayFromZero(value: number): number {
  const sign = value < 0 ? -1 : 1
  return sign * Math.round(Math.abs(value) + 1e-9) || 0
}

/** Anonymous campaigns: a breakdown is shown only with at least `threshold` respondents. */
export function breakdownVisible(
  anonymous: boolean,
  respondents: number,
  threshold: number = defaultAnonymityThreshold,
): boolean {
  return !anonymous || respondents >= threshold
}

export const emptyNpsCounts = (): NpsCounts => ({ positive: 0, neutral: 0, negative: 0 })

/** One grouped count of answers: a question's kind and NPS flag, a rating, how many gave it. */
export interface RatingCount {
  kind: string
  nps: boolean
  rating: number
  n: number
}

/**
 * A campaign's headline (spec 001 §9): the average of the star answers and the NPS counts of the
 * NPS questions under the configured rule and the standard one. The report and the dashboard fold
 * the same grouped counts with it, so a card and its report never disagree. Skipped answers
 * (negative ratings) do not count.
 */
export function headlineOf(rows: Iterable<RatingCount>, rule: NpsBandRule) {
  const stars = { sum: 0, count: 0 }
  const configured = emptyNpsCounts()
  const standard = emptyNpsCounts()
  for (const row of rows) {
    if (!isAnswered(row.rating)) continue
    if (row.kind === 'stars') {
      stars.sum += row.rating * row.n
      stars.count += row.n
    }
    if (row.nps) {
      configured[npsBandOf(row.rating, rule)] += row.n
      standard[npsBandOf(row.rating, 'standard')] += row.n
    }
  }
  return { average: averageFromSum(stars.sum, stars.count), configured, standard }
}

/**
 * The average the review prompt compares with minEboostRating (spec 000 §9, on the 0–5 scale):
 * the star answers as they are and the 0–10 answers halved; skipped answers never count.
 */
export function reviewAverage(
  answers: ReadonlyArray<{ kind: string; rating: number | null }>,
): number | null {
  const values = answers.flatMap((a) => {
    if (a.kind === 'text' || !isAnswered(a.rating)) return []
    return [a.kind === 'scale' ? a.rating / 2 : a.rating]
  })
  if (values.length === 0) return null
  return values.reduce((sum, v) => sum + v, 0) / values.length
}

/** One grouped count of a question's answers: a rating (null on text, −1 skipped), how many, with comments. */
export interface AnswerCount {
  rating: number | null
  n: number
  comments: number
}

/** The values a question's distribution lists: 1–5 stars, 0–10 on a scale, none for text. */
export function ratingScaleOf(kind: string): number[] {
  if (kind === 'stars') return [1, 2, 3, 4, 5]
  if (kind === 'scale') return Array.from({ length: 11 }, (_, i) => i)
  return []
}

/**
 * One question's figures from its grouped counts (one campaign's, or several pooled): counts are
 * added first, so the average and both NPS come from the answers, never from averaged scores. A
 * report's questions and a library question's campaigns fold their counts with it alike.
 */
export function questionFiguresOf(
  rows: Iterable<AnswerCount>,
  question: { kind: string; nps: boolean },
  rule: NpsBandRule,
) {
  let sum = 0
  let ratingsCount = 0
  let skippedCount = 0
  let commentsCount = 0
  const values = new Map<number, number>()
  const configured = emptyNpsCounts()
  const standard = emptyNpsCounts()
  for (const row of rows) {
    commentsCount += row.comments
    if (row.rating === skippedRating) skippedCount += row.n
    if (!isAnswered(row.rating)) continue
    sum += row.rating * row.n
    ratingsCount += row.n
    values.set(row.rating, (values.get(row.rating) ?? 0) + row.n)
    if (question.nps) {
      configured[npsBandOf(row.rating, rule)] += row.n
      standard[npsBandOf(row.rating, 'standard')] += row.n
    }
  }
  return {
    average: averageFromSum(sum, ratingsCount),
    ratingsCount,
    skippedCount,
    commentsCount,
    distribution: ratingScaleOf(question.kind).map((rating) => ({ rating, count: values.get(rating) ?? 0 })),
    /** The NPS questions' band counts, under the configured rule and the standard one. */
    npsCounts: question.nps ? { configured, standard } : null,
  }
}
