import { useState } from 'react'
import {
  Box,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  TextField,
  Typography,
} from '@mui/material'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { useSignedInMe } from '@/session/session'
import { LoadState } from '@/ui/load-state'
import { hostChildrenQuery } from './queries'
import './i18n'

// Spec 000 §4 step 3 of the host dialog: the identified resident chooses themself among the
// school's children; §5 "A child who answered all questions is disabled in the list with an
// already-answered text". A filter by name keeps a school's hundred children within reach.

export function HostChildStep({ value, onChange }: { value: string | null; onChange: (id: string) => void }) {
  const { t } = useTranslation('advisorAnswer')
  const me = useSignedInMe()
  const query = useQuery(hostChildrenQuery(me.user.id))
  const [filter, setFilter] = useState('')
  return (
    <LoadState query={query}>
      {({ children }) => {
        const wanted = filter.trim().toLocaleLowerCase()
        const shown = wanted
          ? children.filter((c) => `${c.firstname} ${c.lastname}`.toLocaleLowerCase().includes(wanted))
          : children
        return (
          <FormControl sx={{ width: '100%' }}>
            <FormLabel sx={{ mb: 1 }}>{t('host.childLegend')}</FormLabel>
            <TextField
              type="search"
              size="small"
              label={t('host.childFilter')}
              value={filter}
              onChange={(e) => setFilter(e.target.value)}
              sx={{ mb: 1 }}
            />
            {shown.length === 0 ? (
              <Typography color="text.secondary" role="status">
                {t('host.noChild')}
              </Typography>
            ) : (
              <Box sx={{ maxHeight: '40vh', overflowY: 'auto' }}>
                <RadioGroup value={value ?? ''} onChange={(e) => onChange(e.target.value)}>
                  {shown.map((child) => (
                    <FormControlLabel
                      key={child.id}
                      value={child.id}
                      disabled={child.answeredAll}
                      control={<Radio />}
                      label={
                        child.answeredAll
                          ? t('host.childAnswered', { name: `${child.firstname} ${child.lastname}` })
                          : `${child.firstname} ${child.lastname}`
                      }
                    />
                  ))}
                </RadioGroup>
              </Box>
            )}
          </FormControl>
        )
      }}
    </LoadState>
  )
}
