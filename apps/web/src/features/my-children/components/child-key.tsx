import { IconButton, Stack, Tooltip, Typography } from '@mui/material'
import ContentCopyIcon from '@mui/icons-material/ContentCopy'
import { useTranslation } from 'react-i18next'
import { useToast } from '@/ui/toast'
import '../i18n'

/**
 * A referent's view of the child's key (docs/child-keys.md), with a copy button, to pass to a
 * relative who then adds the child from their own scope selector.
 */
export function ChildKey({ name, childKey }: { name: string; childKey: string }) {
  const { t } = useTranslation('myChildren')
  const toast = useToast()
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(childKey)
      toast.success(t('keyCopied'))
    } catch {
      toast.error(t('copyFailed'))
    }
  }
  return (
    <Stack spacing={0.5}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography variant="body2">{t('key')}:</Typography>
        <Typography component="code" sx={{ fontFamily: 'monospace', fontSize: 16, letterSpacing: 2 }}>
          {childKey}
        </Typography>
        <Tooltip title={t('copyKey', { name })}>
          <IconButton size="small" aria-label={t('copyKey', { name })} onClick={() => void copy()}>
            <ContentCopyIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      </Stack>
      <Typography variant="caption" color="text.secondary">
        {t('keyHelp', { name })}
      </Typography>
    </Stack>
  )
}
