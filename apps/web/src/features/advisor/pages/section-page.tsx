import { Link, Stack, Typography } from '@mui/material'
import { useQuery } from '@tanstack/react-query'
import { Link as RouterLink, useParams } from 'react-router'
import { useTranslation } from 'react-i18next'
import { useSignedInMe } from '@/session/session'
import { EmptyState } from '@/ui/empty-state'
import { AdvisorPage } from '../components/advisor-page'
import { CampaignList } from '../components/campaign-list'
import { advisorScopeQuery } from '../queries'
import { SectionChildren } from '../children/section-children'
import '../i18n'

// Spec 000 §2 /advisor/sections/{id} (docs/advisor.md "Pages"): the campaigns reaching the
// section's school, each opening its report filtered to the section; then the section's children,
// each opening their answers (/advisor/children/{id}).

export default function SectionPage() {
  const { t } = useTranslation('advisor')
  const me = useSignedInMe()
  const { id = '' } = useParams()
  const scope = useQuery(advisorScopeQuery(me.user.id))
  const school = scope.data?.schools.find((s) => s.sections.some((section) => section.id === id))
  const section = school?.sections.find((s) => s.id === id)
  const title =
    school && section ? t('schools.sectionTitle', { section: section.name, school: school.name }) : ''
  return (
    <AdvisorPage title={title || t('schools.title')} query={scope}>
      {() =>
        !school || !section ? (
          <EmptyState text={t('schools.notFound')} />
        ) : (
          <Stack spacing={2}>
            <Link component={RouterLink} to={`/advisor/schools/${school.id}`}>
              {t('schools.backTo', { school: school.name })}
            </Link>
            <Typography color="text.secondary">{t('schools.sectionIntro')}</Typography>
            <CampaignList
              userId={me.user.id}
              schoolId={school.id}
              linkTo={(c) => `/advisor/reports/${c.id}?schoolId=${school.id}&sectionId=${section.id}`}
            />
            <SectionChildren userId={me.user.id} sectionId={section.id} sectionName={section.name} />
          </Stack>
        )
      }
    </AdvisorPage>
  )
}
