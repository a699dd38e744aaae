// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { cleanup, render, screen } from '@testing-library/react'
import type { AdvisorReport } from '@nido/domain/contracts/advisor'
import '@/i18n/index'
import { formatAverage, formatNps, formatPercent } from '../format'
import { ReportFigures } from './report-figures'

// Spec 001 §9: the star average shows with 1 decimal, the NPS with its sign; an anonymous
// campaign's selection under the threshold shows the API's hidden state and why, no figure.

afterEach(cleanup)

const base: AdvisorReport = {
  campaignId: 'c1',
  anonymous: true,
  npsBandRule: 'default',
  anonymityThreshold: 5,
  visible: true,
  repliersCount: 8,
  ratingsCount: 21,
  commentsCount: 3,
  average: 4,
  npsScores: {
    configured: 57,
    standard: 14,
    positive: 5,
    neutral: 1,
    negative: 1,
    standardPositive: 3,
    standardNegative: 2,
  },
  eligibleCount: 20,
  responseRate: 40,
  questions: [],
  granularity: 'week',
  trends: [],
}

describe('number formatting', () => {
  it.each([
    [4, 'en', '4.0'],
    [4.25, 'en', '4.3'],
    [3.7, 'fr', '3,7'],
    [null, 'en', null],
  ] as const)('average %s in %s reads %s', (value, language, text) => {
    expect(formatAverage(value, language)).toBe(text)
  })

  it.each([
    [14, '+14'],
    [0, '0'],
    [100, '+100'],
  ] as const)('NPS %s reads %s', (value, text) => {
    expect(formatNps(value, 'en')).toBe(text)
  })

  it('a negative NPS keeps its minus sign', () => {
    expect(formatNps(-12, 'en')).toMatch(/^[-−]12$/)
    expect(formatNps(null, 'en')).toBeNull()
  })

  it('a response rate in percent to 1 decimal', () => {
    expect(formatPercent(38.5, 'en')).toBe('38.5%')
  })
})

describe('ReportFigures', () => {
  it('shows the average to 1 decimal and both NPS rules with their signs', () => {
    render(<ReportFigures report={base} language="en" filtered={false} />)
    expect(screen.getByTestId('advisor-average').textContent).toBe('4.0 / 5')
    expect(screen.getByTestId('advisor-nps').textContent).toBe('+57')
    expect(screen.getByTestId('advisor-nps-standard').textContent).toBe('+14')
    expect(screen.getByTestId('advisor-repliers').textContent).toBe('8')
    expect(screen.getByText('40.0%')).toBeTruthy()
    expect(screen.getByText('5 positive, 1 neutral, 1 negative')).toBeTruthy()
    expect(screen.getByText('3 promoters, 2 detractors')).toBeTruthy()
  }, 30_000)

  it('shows a negative NPS with its minus sign and no answer as a dash', () => {
    const report = {
      ...base,
      average: null,
      npsScores: { ...base.npsScores!, configured: -20, standard: -45 },
    }
    render(<ReportFigures report={report} language="en" filtered />)
    expect(screen.getByTestId('advisor-nps').textContent).toMatch(/^[-−]20$/)
    expect(screen.getByTestId('advisor-nps-standard').textContent).toMatch(/^[-−]45$/)
    expect(screen.getByTestId('advisor-average').textContent).toBe('—')
    expect(screen.getByText('Shown for the whole campaign only.')).toBeTruthy()
  })

  it('with the standard rule configured, shows one NPS only', () => {
    render(<ReportFigures report={{ ...base, npsBandRule: 'standard' }} language="en" filtered={false} />)
    expect(screen.queryByTestId('advisor-nps-standard')).toBeNull()
  })

  it('an anonymous selection under the threshold shows the hidden state and no figure', () => {
    const hidden: AdvisorReport = {
      ...base,
      visible: false,
      repliersCount: 0,
      ratingsCount: 0,
      commentsCount: 0,
      average: null,
      npsScores: null,
      responseRate: null,
      anonymityThreshold: 7,
    }
    render(<ReportFigures report={hidden} language="en" filtered />)
    const notice = screen.getByTestId('advisor-hidden')
    expect(notice.textContent).toContain('Not shown, to protect anonymity')
    expect(notice.textContent).toContain('fewer than 7 repliers')
    expect(screen.queryByTestId('advisor-nps')).toBeNull()
    expect(screen.queryByTestId('advisor-average')).toBeNull()
  })
})
