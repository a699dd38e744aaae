import { Box, Link, Stack, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { contracts } from '@nido/domain/contracts/index'
import type { SchoolAbout } from '@nido/domain/contracts/manager-children'
import { api } from '@/api/client'
import { currentLanguage } from '@/i18n/index'
import { useSignedInMe } from '@/session/session'
import { EmptyState } from '@/ui/empty-state'
import { formatWallTime, formatWeekday } from '@/ui/format'
import { LoadState, PageTitle } from '@/ui/load-state'
import { schoolAboutQuery } from '../queries'
import '../i18n'

// Spec 000 §2 /manager/guardian/about, §6 guardian manager menu ("about needs the school public
// page visible"; docs/manager-children.md): the public page of the current child's school for a
// holder of the child's contract — who the nursery is, how to reach it, when it is open.

/** A Monday: weekday n (1 = Monday) is this date plus n − 1 days, named in the user's language. */
const aMonday = Date.UTC(2024, 0, 1)
const weekdayDate = (weekday: number) =>
  new Date(aMonday + (weekday - 1) * 86_400_000).toISOString().slice(0, 10)

export default function GuardianAboutPage() {
  const { t } = useTranslation('managerChildren')
  const me = useSignedInMe()
  const childId = me.current.childId
  return (
    <Box sx={{ mt: 1, mb: 4, maxWidth: 800 }}>
      {childId ? <About userId={me.user.id} childId={childId} /> : <EmptyState text={t('about.noChild')} />}
    </Box>
  )
}

function About({ userId, childId }: { userId: string; childId: string }) {
  const query = useQuery(schoolAboutQuery(userId, childId))
  return (
    <LoadState query={query}>
      {({ school, weekdays }) => (
        <>
          <PageTitle title={school.name} />
          <Stack spacing={3}>
            {school.imageMediaId && <SchoolImage mediaId={school.imageMediaId} name={school.name} />}
            {school.description && (
              <Typography sx={{ whiteSpace: 'pre-line' }}>{school.description}</Typography>
            )}
            <Contact school={school} />
            <Hours weekdays={weekdays} />
          </Stack>
        </>
      )}
    </LoadState>
  )
}

function SchoolImage({ mediaId, name }: { mediaId: string; name: string }) {
  const { data: url } = useQuery({
    queryKey: ['media', 'public-url', mediaId],
    queryFn: async () =>
      (await api(contracts.media.publicUrl, { params: { mediaId }, query: { imageHeight: 400 } })).mediaUrl,
    staleTime: 5 * 60_000,
  })
  if (!url) return null
  return (
    <Box
      component="img"
      src={url}
      alt={name}
      sx={{ width: '100%', maxHeight: 320, objectFit: 'cover', borderRadius: 1 }}
    />
  )
}

function Contact({ school }: { school: SchoolAbout['school'] }) {
  const { t } = useTranslation('managerChildren')
  const language = currentLanguage()
  const country = school.country
    ? new Intl.DisplayNames([language], { type: 'region' }).of(school.country)
    : ''
  const address = [school.street, [school.postcode, school.city].filter(Boolean).join(' '), country]
    .filter(Boolean)
    .join('\n')
  const map =
    school.latitude !== null && school.longitude !== null
      ? `https://www.openstreetmap.org/?mlat=${school.latitude}&mlon=${school.longitude}#map=17/${school.latitude}/${school.longitude}`
      : null
  return (
    <section aria-labelledby="about-contact">
      <Typography id="about-contact" variant="h5" component="h2" sx={{ mb: 1 }}>
        {t('about.contact')}
      </Typography>
      <Table size="small" aria-labelledby="about-contact">
        <TableBody>
          {address && (
            <TableRow>
              <TableCell component="th" scope="row">
                {t('about.address')}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'pre-line' }}>
                {address}
                {map && (
                  <>
                    {' '}
                    <Link href={map} target="_blank" rel="noopener noreferrer">
                      {t('about.map')}
                    </Link>
                  </>
                )}
              </TableCell>
            </TableRow>
          )}
          {school.phone && (
            <TableRow>
              <TableCell component="th" scope="row">
                {t('about.phone')}
              </TableCell>
              <TableCell>
                <Link href={`tel:${school.phone.replace(/\s/g, '')}`}>{school.phone}</Link>
              </TableCell>
            </TableRow>
          )}
          {school.email && (
            <TableRow>
              <TableCell component="th" scope="row">
                {t('about.email')}
              </TableCell>
              <TableCell>
                <Link href={`mailto:${school.email}`}>{school.email}</Link>
              </TableCell>
            </TableRow>
          )}
          {school.website && (
            <TableRow>
              <TableCell component="th" scope="row">
                {t('about.website')}
              </TableCell>
              <TableCell>
                <Link href={school.website} target="_blank" rel="noopener noreferrer">
                  {school.website}
                </Link>
              </TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </section>
  )
}

function Hours({ weekdays }: { weekdays: SchoolAbout['weekdays'] }) {
  const { t } = useTranslation('managerChildren')
  const language = currentLanguage()
  return (
    <section aria-labelledby="about-hours">
      <Typography id="about-hours" variant="h5" component="h2" sx={{ mb: 1 }}>
        {t('about.hours')}
      </Typography>
      <Table size="small" aria-labelledby="about-hours">
        <TableBody>
          {weekdays.map((day) => (
            <TableRow key={day.weekday}>
              <TableCell component="th" scope="row">
                {formatWeekday(weekdayDate(day.weekday), language)}
              </TableCell>
              <TableCell>
                {day.periods.length === 0
                  ? t('about.closed')
                  : day.periods
                      .map(
                        (p) =>
                          `${formatWallTime(p.startsAt, language)} – ${formatWallTime(p.endsAt, language)}`,
                      )
                      .join(', ')}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </section>
  )
}
