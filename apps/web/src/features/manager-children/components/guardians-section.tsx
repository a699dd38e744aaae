import {
  Chip,
  FormControlLabel,
  List,
  ListItem,
  ListItemText,
  Paper,
  Switch,
  Typography,
} from '@mui/material'
import { useTranslation } from 'react-i18next'
import type { ChildFileDetail } from '@nido/domain/contracts/manager-children'
import { EmptyState } from '@/ui/empty-state'
import { useToast } from '@/ui/toast'
import { useSetContractHolder } from '../queries'
import '../i18n'

// The child's guardians (docs/manager-children.md, decision 0050 §1): directors and coordinators
// say who holds the contract (it opens the guardian manager menu and lists them first in the
// departure picker); teachers and observers read it.

export function GuardiansSection({
  userId,
  detail,
  mayChooseHolder,
}: {
  userId: string
  detail: ChildFileDetail
  mayChooseHolder: boolean
}) {
  const { t } = useTranslation('managerChildren')
  const toast = useToast()
  const setHolder = useSetContractHolder(userId, detail.child.id)
  return (
    <Paper variant="outlined" component="section" aria-labelledby="guardians-title" sx={{ p: 2 }}>
      <Typography id="guardians-title" variant="h6" component="h2">
        {t('child.guardiansTitle')}
      </Typography>
      {detail.guardians.length === 0 ? (
        <EmptyState compact text={t('child.noGuardian')} />
      ) : (
        <List aria-labelledby="guardians-title">
          {detail.guardians.map((g) => {
            const name = `${g.firstname} ${g.lastname}`
            return (
              <ListItem
                key={g.id}
                divider
                secondaryAction={
                  mayChooseHolder ? (
                    <FormControlLabel
                      label={t('child.contractHolder')}
                      control={
                        <Switch
                          checked={g.contractHolder}
                          disabled={setHolder.isPending}
                          slotProps={{ input: { 'aria-label': t('child.contractHolderOf', { name }) } }}
                          onChange={(e) =>
                            setHolder.mutate(
                              { guardianId: g.id, contractHolder: e.target.checked },
                              {
                                onSuccess: () => toast.success(t('child.holderSaved')),
                                onError: (err) => toast.apiError(err),
                              },
                            )
                          }
                        />
                      }
                    />
                  ) : g.contractHolder ? (
                    <Chip size="small" label={t('child.contractHolder')} />
                  ) : null
                }
              >
                <ListItemText primary={name} secondary={t(`child.relationships.${g.relationship}`)} />
              </ListItem>
            )
          })}
        </List>
      )}
    </Paper>
  )
}
