import { Link, List, ListItem, ListItemButton, ListItemText, Stack, Typography } from '@mui/material'
import { useQuery } from '@tanstack/react-query'
import { Link as RouterLink, useParams } from 'react-router'
import { useTranslation } from 'react-i18next'
import { useSignedInMe } from '@/session/session'
import { EmptyState } from '@/ui/empty-state'
import { AdvisorPage } from '../components/advisor-page'
import { CampaignList } from '../components/campaign-list'
import { advisorScopeQuery } from '../queries'
import '../i18n'

// Spec 000 §2 /advisor/schools/{id} (docs/advisor.md "Pages"): a school's sections, and the
// campaigns reaching it, each opening its report filtered to the school. A school outside the
// actor's scope is not found (the API answers 404 for its campaigns too).

export default function SchoolPage() {
  const { t } = useTranslation('advisor')
  const me = useSignedInMe()
  const { id = '' } = useParams()
  const scope = useQuery(advisorScopeQuery(me.user.id))
  const school = scope.data?.schools.find((s) => s.id === id)
  return (
    <AdvisorPage title={school?.name ?? t('schools.title')} query={scope}>
      {() =>
        !school ? (
          <EmptyState text={t('schools.notFound')} />
        ) : (
          <Stack spacing={3}>
            <Link component={RouterLink} to="/advisor/schools">
              {t('schools.back')}
            </Link>
            <section aria-labelledby="advisor-school-sections">
              <Typography id="advisor-school-sections" variant="h5" component="h2" sx={{ mb: 1 }}>
                {t('schools.sections')}
              </Typography>
              {school.sections.length === 0 ? (
                <Typography color="text.secondary">{t('schools.noSection')}</Typography>
              ) : (
                <List aria-labelledby="advisor-school-sections">
                  {school.sections.map((section) => (
                    <ListItem key={section.id} disablePadding divider>
                      <ListItemButton component={RouterLink} to={`/advisor/sections/${section.id}`}>
                        <ListItemText primary={section.name} />
                      </ListItemButton>
                    </ListItem>
                  ))}
                </List>
              )}
            </section>
            <section aria-labelledby="advisor-school-campaigns">
              <Typography id="advisor-school-campaigns" variant="h5" component="h2" sx={{ mb: 1 }}>
                {t('schools.campaigns')}
              </Typography>
              <CampaignList
                userId={me.user.id}
                schoolId={school.id}
                linkTo={(c) => `/advisor/reports/${c.id}?schoolId=${school.id}`}
              />
            </section>
          </Stack>
        )
      }
    </AdvisorPage>
  )
}
