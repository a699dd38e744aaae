import { useDeferredValue, useState } from 'react'
import {
  Alert,
  Button,
  Card,
  CardContent,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  List,
  ListItem,
  ListItemText,
  Stack,
  TextField,
  Typography,
} from '@mui/material'
import { useQuery } from '@tanstack/react-query'
import { useNavigate } from 'react-router'
import { useTranslation } from 'react-i18next'
import { meQuery, useLogin } from '@/session/session'
import { useErrorText } from '@/ui/error-text'
import { impersonationSearchQuery, useCreateAdminToken } from '../queries'
import '../i18n'

interface Candidate {
  id: string
  firstname: string
  lastname: string
  email: string
}

// Impersonation on the account-unauthorized fallback (where super admins land, spec 000 §6):
// find an account by e-mail and sign in as it with a single-use admin token.
export function ImpersonateForm() {
  const { data: me } = useQuery(meQuery)
  if (me?.meta.userPermission.profileType !== 'SUPER_ADMIN' || me.impersonatorId) return null
  return <Search userId={me.user.id} />
}

function Search({ userId }: { userId: string }) {
  const { t } = useTranslation('impersonation')
  const errorText = useErrorText()
  const navigate = useNavigate()
  const [email, setEmail] = useState('')
  const deferred = useDeferredValue(email.trim().toLowerCase())
  const results = useQuery(impersonationSearchQuery(userId, deferred))
  const [chosen, setChosen] = useState<Candidate | null>(null)
  const token = useCreateAdminToken()
  const login = useLogin()
  const error = token.error ?? login.error

  const impersonate = (candidate: Candidate) =>
    token.mutate(candidate.id, {
      onSuccess: ({ adminToken }) =>
        login.mutate({ adminToken }, { onSuccess: () => void navigate('/', { replace: true }) }),
    })

  return (
    <Card
      variant="outlined"
      component="section"
      aria-labelledby="impersonate-title"
      sx={{ mb: 3, textAlign: 'left' }}
    >
      <CardContent>
        <Typography id="impersonate-title" variant="h6" component="h2" gutterBottom>
          {t('title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('intro')}
        </Typography>
        <TextField
          label={t('search')}
          type="search"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          helperText={t('searchHelp')}
          fullWidth
        />
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {errorText(error)}
          </Alert>
        )}
        {results.error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {errorText(results.error)}
          </Alert>
        )}
        {results.data &&
          (results.data.items.length === 0 ? (
            <Typography sx={{ mt: 2 }}>{t('none')}</Typography>
          ) : (
            <List aria-label={t('results')}>
              {results.data.items.map((u) => (
                <ListItem
                  key={u.id}
                  disableGutters
                  secondaryAction={
                    <Button
                      variant="outlined"
                      size="small"
                      aria-label={t('actAsName', { name: `${u.firstname} ${u.lastname}` })}
                      onClick={() => setChosen(u)}
                    >
                      {t('actAs')}
                    </Button>
                  }
                >
                  <ListItemText
                    primary={`${u.firstname} ${u.lastname}`}
                    secondary={`${u.email} · ${u.profileType}`}
                    sx={{ pr: 12 }}
                  />
                </ListItem>
              ))}
            </List>
          ))}
      </CardContent>
      <Dialog
        open={chosen !== null}
        onClose={() => setChosen(null)}
        aria-labelledby="impersonate-confirm-title"
      >
        <DialogTitle id="impersonate-confirm-title">{t('confirmTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {t('confirmText', { name: chosen ? `${chosen.firstname} ${chosen.lastname}` : '' })}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Stack direction="row" spacing={1}>
            <Button onClick={() => setChosen(null)}>{t('cancel')}</Button>
            <Button
              variant="contained"
              disabled={token.isPending || login.isPending}
              onClick={() => {
                if (chosen) impersonate(chosen)
                setChosen(null)
              }}
            >
              {t('actAs')}
            </Button>
          </Stack>
        </DialogActions>
      </Dialog>
    </Card>
  )
}
