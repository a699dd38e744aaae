import { List, ListItem, ListItemButton, ListItemText } from '@mui/material'
import { useQuery } from '@tanstack/react-query'
import { Link as RouterLink } from 'react-router'
import { useTranslation } from 'react-i18next'
import { useSignedInMe } from '@/session/session'
import { EmptyState } from '@/ui/empty-state'
import { AdvisorPage } from '../components/advisor-page'
import { advisorScopeQuery } from '../queries'
import '../i18n'

// Spec 000 §2 /advisor/schools (docs/advisor.md "Pages"): the schools the actor surveys and
// reports on (a coordinator's or ETUDE's group, a director's school), each opening its page.

export default function SchoolsPage() {
  const { t } = useTranslation('advisor')
  const me = useSignedInMe()
  const scope = useQuery(advisorScopeQuery(me.user.id))
  return (
    <AdvisorPage title={t('schools.title')} intro={t('schools.intro')} query={scope}>
      {({ schools }) =>
        schools.length === 0 ? (
          <EmptyState text={t('schools.empty')} />
        ) : (
          <List aria-label={t('schools.title')}>
            {schools.map((school) => (
              <ListItem key={school.id} disablePadding divider>
                <ListItemButton component={RouterLink} to={`/advisor/schools/${school.id}`}>
                  <ListItemText
                    primary={school.name}
                    secondary={t('schools.sectionsCount', { count: school.sections.length })}
                  />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        )
      }
    </AdvisorPage>
  )
}
