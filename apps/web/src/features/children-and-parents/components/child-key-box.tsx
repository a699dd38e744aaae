import { Button, Stack, Typography } from '@mui/material'
import { useTranslation } from 'react-i18next'
import '../i18n'

// Spec 001 §5 "Child key": the 8 characters a guardian adds the child with. Renewing gives a new
// key and the old one stops working at once (docs/children-and-parents.md "Keys"), so it asks first.

interface Props {
  childKey: string | null
  editable: boolean
  busy: boolean
  onRenew: () => void
}

export function ChildKeyBox({ childKey, editable, busy, onRenew }: Props) {
  const { t } = useTranslation('childrenAndParents')
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Typography variant="h5" component="h2">
        {t('key.title')}
      </Typography>
      <Typography
        component="output"
        aria-label={t('key.title')}
        sx={{ fontFamily: 'monospace', fontSize: '1.25rem', letterSpacing: 2, flexGrow: 1 }}
      >
        {childKey ?? t('key.none')}
      </Typography>
      {editable && (
        <Button variant="outlined" disabled={busy} onClick={onRenew}>
          {t('key.renew')}
        </Button>
      )}
    </Stack>
  )
}
