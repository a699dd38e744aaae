import type { ReactNode } from 'react'
import { Alert, AlertTitle, Box, Paper, Stack, Typography } from '@mui/material'
import { useTranslation } from 'react-i18next'
import type { AdvisorReport } from '@nido/domain/contracts/advisor'
import type { Language } from '@nido/domain/i18n/languages'
import { formatAverage, formatNps, formatPercent } from '../format'
import '../i18n'

// A report's figures (spec 001 §9 metrics; docs/advisor.md "Reports"): repliers, ratings and
// comments counts, the star average to 1 decimal, the NPS by the configured band rule with, beside
// it, the standard rule and their band counts, and the response rate. An anonymous campaign's
// selection under the threshold comes back `visible: false`: only the reason shows.

export function HiddenNotice({ threshold }: { threshold: number }) {
  const { t } = useTranslation('advisor')
  return (
    <Alert severity="info" data-testid="advisor-hidden">
      <AlertTitle>{t('report.hiddenTitle')}</AlertTitle>
      {t('report.hiddenText', { count: threshold })}
    </Alert>
  )
}

function Figure({
  label,
  value,
  detail,
  testId,
}: {
  label: string
  value: string
  detail?: ReactNode
  testId?: string
}) {
  return (
    <Paper variant="outlined" component="div" sx={{ p: 2, minWidth: 160, flex: '1 1 160px' }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="h5" sx={{ m: 0 }} data-testid={testId}>
        {value}
      </Typography>
      {detail && (
        <Typography component="dd" variant="body2" color="text.secondary" sx={{ m: 0 }}>
          {detail}
        </Typography>
      )}
    </Paper>
  )
}

export function ReportFigures({
  report,
  language,
  filtered,
}: {
  report: AdvisorReport
  language: Language
  /** A filter narrower than the whole campaign: the response rate has no denominator then. */
  filtered: boolean
}) {
  const { t } = useTranslation('advisor')
  if (!report.visible) return <HiddenNotice threshold={report.anonymityThreshold} />
  const none = t('none')
  const nps = report.npsScores
  const configuredRule =
    report.npsBandRule === 'default' ? t('report.npsRuleDefault') : t('report.npsRuleStandard')
  return (
    <Box component="dl" sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, m: 0 }}>
      <Figure label={t('report.repliers')} value={String(report.repliersCount)} testId="advisor-repliers" />
      <Figure label={t('report.ratings')} value={String(report.ratingsCount)} />
      <Figure label={t('report.comments')} value={String(report.commentsCount)} />
      <Figure
        label={t('report.average')}
        value={
          report.average === null
            ? none
            : t('report.averageOutOf', { value: formatAverage(report.average, language) })
        }
        testId="advisor-average"
      />
      <Figure
        label={report.npsBandRule === 'standard' ? t('report.npsStandard') : t('report.npsConfigured')}
        value={formatNps(nps?.configured ?? null, language) ?? none}
        testId="advisor-nps"
        detail={
          nps && (
            <Stack component="span">
              <span>{configuredRule}</span>
              <span>{t('report.npsBands', nps)}</span>
            </Stack>
          )
        }
      />
      {report.npsBandRule !== 'standard' && (
        <Figure
          label={t('report.npsStandard')}
          value={formatNps(nps?.standard ?? null, language) ?? none}
          testId="advisor-nps-standard"
          detail={
            nps && (
              <Stack component="span">
                <span>{t('report.npsRuleStandard')}</span>
                <span>
                  {t('report.npsStandardBands', {
                    positive: nps.standardPositive,
                    negative: nps.standardNegative,
                  })}
                </span>
              </Stack>
            )
          }
        />
      )}
      <Figure
        label={t('report.responseRate')}
        value={formatPercent(report.responseRate, language) ?? none}
        detail={
          filtered
            ? t('report.responseRateWholeOnly')
            : report.eligibleCount !== null
              ? t('report.responseRateHelp', { count: report.eligibleCount })
              : undefined
        }
      />
    </Box>
  )
}
