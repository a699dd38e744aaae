import { Box, Button, Stack, Typography } from '@mui/material'
import { useTranslation } from 'react-i18next'
import '../i18n'

/** A message waiting for the server's answer, shown at the bottom until stored (optimistic). */
export interface Pending {
  clientId: string
  text: string
  media: { mediaId: string; fileName: string } | null
  failed: boolean
}

export function PendingItem({
  pending,
  colorHex,
  onRetry,
  onDiscard,
}: {
  pending: Pending
  colorHex: string
  onRetry: () => void
  onDiscard: () => void
}) {
  const { t } = useTranslation('chat')
  return (
    <Box component="li" sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-end', mb: 1.5 }}>
      <Box
        sx={{
          px: 1.5,
          py: 1,
          borderRadius: 2,
          bgcolor: colorHex,
          color: '#fff',
          opacity: 0.6,
          maxWidth: '85%',
          overflowWrap: 'anywhere',
        }}
      >
        {pending.media && <Typography variant="body2">📎 {pending.media.fileName}</Typography>}
        {pending.text && <Typography sx={{ whiteSpace: 'pre-wrap' }}>{pending.text}</Typography>}
      </Box>
      {pending.failed ? (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} role="alert">
          <Typography variant="caption" color="error">
            {t('message.failed')}
          </Typography>
          <Button size="small" onClick={onRetry}>
            {t('message.retry')}
          </Button>
          <Button size="small" color="inherit" onClick={onDiscard}>
            {t('message.discard')}
          </Button>
        </Stack>
      ) : (
        <Typography variant="caption" color="text.secondary">
          {t('message.sending')}
        </Typography>
      )}
    </Box>
  )
}
