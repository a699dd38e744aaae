import { useEffect, useState } from 'react'
import { Box, CircularProgress, InputAdornment, Paper, TextField, Typography } from '@mui/material'
import SearchIcon from '@mui/icons-material/Search'
import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import type { ContactGroup } from '@nido/domain/contracts/contacts'
import { meQuery } from '@/session/session'
import { ErrorBlock } from '@/ui/error-block'
import { ContactList } from '../components/contact-list'
import { contactGroupsQuery } from '../queries'
import '../i18n'

// Spec 000 §2 /contacts, §6 (guardian, and child when the brand allows). It lists the staff of my
// children's schools and sections and, where both sides allow it, the other families; grouped by
// school, then section; one search box filters every list (case and accents ignored, server-side).

interface SchoolBlock {
  school: ContactGroup
  sections: ContactGroup[]
}

function bySchool(groups: readonly ContactGroup[]): SchoolBlock[] {
  const blocks: SchoolBlock[] = []
  for (const g of groups) {
    if (g.type === 'school') blocks.push({ school: g, sections: [] })
    else blocks.find((b) => b.school.id === g.schoolId)?.sections.push(g)
  }
  return blocks
}

/** The lists re-query once the text has settled for 300 ms, not on every key press. */
function useSettled(value: string): string {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), 300)
    return () => clearTimeout(timer)
  }, [value])
  return settled
}

export default function ContactsPage() {
  const { t } = useTranslation('contacts')
  const { data: me } = useSuspenseQuery(meQuery)
  const userId = me?.user.id ?? ''
  const guardian = me?.meta.userPermission.profileType === 'GUARDIAN'
  const [search, setSearch] = useState('')
  const q = useSettled(search.trim())
  const groups = useQuery({ ...contactGroupsQuery(userId), enabled: userId !== '' })

  return (
    <Box sx={{ mt: 2, mb: 4, maxWidth: 900 }}>
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        {t('title')}
      </Typography>
      <TextField
        type="search"
        label={t('search')}
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        fullWidth
        sx={{ mb: 3 }}
        slotProps={{
          htmlInput: { maxLength: 100 },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon aria-hidden />
              </InputAdornment>
            ),
          },
        }}
      />
      {groups.isPending ? (
        <CircularProgress aria-label={t('loading')} />
      ) : groups.isError ? (
        <ErrorBlock title={t('loadFailed')} error={groups.error} onRetry={() => void groups.refetch()} />
      ) : groups.data.groups.length === 0 ? (
        <Typography color="text.secondary">{t('noGroups')}</Typography>
      ) : (
        bySchool(groups.data.groups).map(({ school, sections }) => (
          <Paper
            key={school.id}
            variant="outlined"
            component="section"
            aria-labelledby={`contacts-school-${school.id}`}
            sx={{ p: 2, mb: 3 }}
          >
            <Typography id={`contacts-school-${school.id}`} variant="h5" component="h2" sx={{ mb: 1 }}>
              {school.name}
            </Typography>
            <ContactList
              userId={userId}
              title={t('schoolTeam')}
              list={{ schoolId: school.id, kind: 'staff', q }}
            />
            {sections.map((section) => (
              <Box
                key={section.id}
                component="section"
                aria-labelledby={`contacts-section-${section.id}`}
                sx={{ mt: 2 }}
              >
                <Typography id={`contacts-section-${section.id}`} variant="h6" component="h3">
                  {t('section', {
                    name: section.name,
                    children: section.children.map((c) => c.firstname).join(', '),
                  })}
                </Typography>
                <ContactList
                  userId={userId}
                  title={t('sectionTeam')}
                  list={{ sectionId: section.id, kind: 'staff', q }}
                />
                {guardian && (
                  <ContactList
                    userId={userId}
                    title={t('families')}
                    hint={t('familiesHint')}
                    list={{ sectionId: section.id, kind: 'family', q }}
                  />
                )}
              </Box>
            ))}
          </Paper>
        ))
      )}
    </Box>
  )
}
