import {
  Box,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material'
import { BarChart } from '@mui/x-charts/BarChart'
import { LineChart } from '@mui/x-charts/LineChart'
import { useTranslation } from 'react-i18next'
import type { AdvisorReport } from '@nido/domain/contracts/advisor'
import type { Language } from '@nido/domain/i18n/languages'
import { visuallyHidden } from '@/ui/visually-hidden'
import { formatAverage, formatDay, formatNps } from '../format'
import '../i18n'

// The report's charts (spec 001 §9 "Chart types: area, column with negatives, stacked column";
// MUI X Charts), loaded with React.lazy by the report page only, so the charts' code weighs on no
// other page. Each chart is drawn for the eye and hidden from screen readers and the keyboard
// (its own keyboard navigation is off: nothing focusable may sit under aria-hidden), which read the
// same figures in a table right after it (visually hidden).

type Question = AdvisorReport['questions'][number]

function ChartBlock({
  title,
  id,
  chart,
  table,
}: {
  title: string
  id: string
  chart: React.ReactNode
  table: React.ReactNode
}) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: 2 }}>
      <Typography id={id} variant="subtitle1" component="h3">
        {title}
      </Typography>
      <Box aria-hidden>{chart}</Box>
      <Box sx={visuallyHidden}>{table}</Box>
    </Paper>
  )
}

export function TrendCharts({ report, language }: { report: AdvisorReport; language: Language }) {
  const { t } = useTranslation('advisor')
  const points = report.trends
  const labels = points.map((p) => formatDay(p.period, language, report.granularity))
  // An anonymous campaign's period under the threshold comes back empty (repliersCount 0).
  const hidden = (i: number) => report.anonymous && points[i]!.repliersCount === 0
  const hiddenText = t('report.hiddenPeriod', { count: report.anonymityThreshold })
  const none = t('none')
  const xAxis = [{ scaleType: 'band' as const, data: labels }]
  const xPoints = [{ scaleType: 'point' as const, data: labels }]

  const table = (caption: string, columns: string[], cells: (i: number) => string[]) => (
    <Table size="small">
      <caption>{caption}</caption>
      <TableHead>
        <TableRow>
          <TableCell component="th" scope="col">
            {t('report.period')}
          </TableCell>
          {columns.map((c) => (
            <TableCell key={c} component="th" scope="col">
              {c}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {labels.map((label, i) => (
          <TableRow key={points[i]!.period}>
            <TableCell component="th" scope="row">
              {label}
            </TableCell>
            {hidden(i) ? (
              <TableCell colSpan={columns.length}>{hiddenText}</TableCell>
            ) : (
              cells(i).map((c, j) => <TableCell key={j}>{c}</TableCell>)
            )}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )

  if (points.length === 0) return <Typography color="text.secondary">{t('report.noTrend')}</Typography>
  return (
    <Stack spacing={2}>
      <ChartBlock
        id="advisor-trend-average"
        title={t('report.trendAverage')}
        chart={
          <LineChart
            height={240}
            xAxis={xPoints}
            yAxis={[{ min: 1, max: 5 }]}
            series={[
              {
                data: points.map((p) => p.average),
                area: true,
                connectNulls: false,
                label: t('report.average'),
                valueFormatter: (v) => formatAverage(v, language) ?? none,
              },
            ]}
            hideLegend
            skipAnimation
            disableKeyboardNavigation
          />
        }
        table={table(t('report.trendAverage'), [t('report.average'), t('report.repliers')], (i) => [
          formatAverage(points[i]!.average, language) ?? none,
          String(points[i]!.repliersCount),
        ])}
      />
      <ChartBlock
        id="advisor-trend-nps"
        title={t('report.trendNps')}
        chart={
          <BarChart
            height={240}
            xAxis={xAxis}
            yAxis={[{ min: -100, max: 100 }]}
            series={[
              {
                data: points.map((p) => p.nps),
                label: t('report.nps'),
                valueFormatter: (v) => formatNps(v, language) ?? none,
              },
            ]}
            hideLegend
            skipAnimation
            disableKeyboardNavigation
          />
        }
        table={table(t('report.trendNps'), [t('report.nps')], (i) => [
          formatNps(points[i]!.nps, language) ?? none,
        ])}
      />
      <ChartBlock
        id="advisor-trend-counts"
        title={t('report.trendCounts')}
        chart={
          <BarChart
            height={260}
            xAxis={xAxis}
            series={[
              { data: points.map((p) => p.ratingsCount), label: t('report.ratings'), stack: 'answers' },
              { data: points.map((p) => p.commentsCount), label: t('report.comments'), stack: 'answers' },
            ]}
            skipAnimation
            disableKeyboardNavigation
          />
        }
        table={table(
          t('report.trendCounts'),
          [t('report.ratings'), t('report.comments'), t('report.repliers')],
          (i) => [
            String(points[i]!.ratingsCount),
            String(points[i]!.commentsCount),
            String(points[i]!.repliersCount),
          ],
        )}
      />
    </Stack>
  )
}

export function DistributionChart({ question }: { question: Question }) {
  const { t } = useTranslation('advisor')
  const title = t('report.distribution', { question: question.content })
  const labels = question.distribution.map((d) => String(d.rating))
  return (
    <Box>
      <Box aria-hidden>
        <BarChart
          height={180}
          xAxis={[{ scaleType: 'band', data: labels }]}
          series={[{ data: question.distribution.map((d) => d.count), label: t('report.count') }]}
          hideLegend
          skipAnimation
          disableKeyboardNavigation
        />
      </Box>
      <Box sx={visuallyHidden}>
        <Table size="small">
          <caption>{title}</caption>
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">
                {t('report.rating')}
              </TableCell>
              <TableCell component="th" scope="col">
                {t('report.count')}
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {question.distribution.map((d) => (
              <TableRow key={d.rating}>
                <TableCell component="th" scope="row">
                  {d.rating}
                </TableCell>
                <TableCell>{d.count}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </Box>
  )
}

/** The lazily loaded part of the report page: the trends and the per-question distributions. */
export default function ReportCharts({
  report,
  language,
  part,
  question,
}: {
  report: AdvisorReport
  language: Language
  part: 'trends' | 'distribution'
  question?: Question
}) {
  if (part === 'distribution' && question) return <DistributionChart question={question} />
  return <TrendCharts report={report} language={language} />
}
