import { Box, Button, CircularProgress, Link, List, ListItem, Typography } from '@mui/material'
import { useInfiniteQuery } from '@tanstack/react-query'
import { Link as RouterLink } from 'react-router'
import { useTranslation } from 'react-i18next'
import { EmptyState } from '@/ui/empty-state'
import { ErrorBlock } from '@/ui/error-block'
import { sectionChildrenQuery } from './queries'
import './i18n'

/** The section page's children, by name, each opening their answers (docs/advisor.md "Pages"). */
export function SectionChildren({
  userId,
  sectionId,
  sectionName,
}: {
  userId: string
  sectionId: string
  sectionName: string
}) {
  const { t } = useTranslation('advisorChildren')
  const list = useInfiniteQuery(sectionChildrenQuery(userId, sectionId))
  return (
    <Box component="section" aria-labelledby="section-children-heading">
      <Typography variant="h5" component="h2" id="section-children-heading" sx={{ mb: 1 }}>
        {t('sectionChildren.heading')}
      </Typography>
      {list.isPending ? (
        <CircularProgress aria-label={t('loading')} />
      ) : list.isError ? (
        <ErrorBlock
          title={t('sectionChildren.loadFailed')}
          error={list.error}
          onRetry={() => void list.refetch()}
        />
      ) : list.data.pages[0]!.items.length === 0 ? (
        <EmptyState text={t('sectionChildren.empty')} />
      ) : (
        <>
          <List dense aria-label={t('sectionChildren.label', { section: sectionName })}>
            {list.data.pages
              .flatMap((p) => p.items)
              .map((child) => (
                <ListItem key={child.id} disableGutters>
                  <Link component={RouterLink} to={`/advisor/children/${child.id}`}>
                    {`${child.firstname} ${child.lastname}`}
                  </Link>
                </ListItem>
              ))}
          </List>
          {list.hasNextPage && (
            <Button onClick={() => void list.fetchNextPage()} disabled={list.isFetchingNextPage}>
              {t('sectionChildren.showMore')}
            </Button>
          )}
        </>
      )}
    </Box>
  )
}
