import { useEffect, useRef } from 'react'
import { Box, Button } from '@mui/material'
import { useTranslation } from 'react-i18next'
import '../i18n'

/**
 * Loads the next page when scrolled into view (infinite scrolling), with a visible button for
 * keyboards, screen readers and browsers without IntersectionObserver.
 */
export function InfiniteSentinel({
  hasMore,
  loading,
  onMore,
}: {
  hasMore: boolean
  loading: boolean
  onMore: () => void
}) {
  const { t } = useTranslation('galleries')
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const node = ref.current
    if (!node || !hasMore || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting) && !loading) onMore()
    })
    observer.observe(node)
    return () => observer.disconnect()
  }, [hasMore, loading, onMore])
  if (!hasMore) return null
  return (
    <Box ref={ref} sx={{ display: 'flex', justifyContent: 'center', py: 2 }}>
      <Button onClick={onMore} loading={loading}>
        {t('list.more')}
      </Button>
    </Box>
  )
}
