import { useDeferredValue, useState } from 'react'
import {
  Box,
  Button,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
} from '@mui/material'
import { useInfiniteQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import type { ManagerGuardianItem } from '@nido/domain/contracts/manager-children'
import { displayPhoneNumber } from '@nido/domain/rules/phone'
import { currentLanguage } from '@/i18n/index'
import { formatCalendarDate } from '@/ui/format'
import { useSignedInMe } from '@/session/session'
import { EmptyState } from '@/ui/empty-state'
import { LoadState, MoreButton, PageTitle } from '@/ui/load-state'
import { FilesNav } from '../components/page-frame'
import { ResourcesHistory } from '../components/resources-history'
import { formatMoney } from '@/ui/money'
import { resourcesCurrency } from '../components/forms'
import { guardiansQuery } from '../queries'
import '../i18n'

// Spec 000 §2 /manager/admin/guardians (docs/manager-children.md, decision 0050 §3): directors
// and coordinators see the guardians of the current school's children, by name, with their
// children and the household resources that apply today; a row opens the resources' history.

export default function ManagerGuardiansPage() {
  const { t } = useTranslation('managerChildren')
  const me = useSignedInMe()
  const [search, setSearch] = useState('')
  const [open, setOpen] = useState<ManagerGuardianItem | null>(null)
  const q = useDeferredValue(search.trim())
  const query = useInfiniteQuery(guardiansQuery(me.user.id, me.current.schoolId, q))
  const guardians = query.data?.pages.flatMap((p) => p.items) ?? []
  const language = currentLanguage()

  return (
    <Box sx={{ mt: 1, mb: 4, maxWidth: 1200 }}>
      <PageTitle title={t('guardians.title')} />
      <FilesNav />
      <Stack direction="row" spacing={2} sx={{ mb: 2 }}>
        <TextField
          label={t('search')}
          type="search"
          size="small"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
      </Stack>
      <LoadState query={{ ...query, data: null }}>
        {() =>
          guardians.length === 0 ? (
            <EmptyState text={t('guardians.empty')} />
          ) : (
            <>
              <Table aria-label={t('guardians.title')}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('guardians.name')}</TableCell>
                    <TableCell>{t('guardians.contact')}</TableCell>
                    <TableCell>{t('guardians.children')}</TableCell>
                    <TableCell>{t('guardians.resources')}</TableCell>
                    <TableCell>{t('actions')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {guardians.map((g) => {
                    const name = `${g.firstname} ${g.lastname}`
                    const r = g.currentResource
                    return (
                      <TableRow key={g.id}>
                        <TableCell component="th" scope="row">
                          {name}
                        </TableCell>
                        <TableCell>
                          {[g.email, g.phone && displayPhoneNumber(g.phone)].filter(Boolean).join(' · ')}
                        </TableCell>
                        <TableCell>
                          {g.children.map((c) => `${c.firstname} ${c.lastname}`).join(', ')}
                        </TableCell>
                        <TableCell>
                          {r
                            ? [
                                t('guardians.currentResource', {
                                  amount: formatMoney(r.monthlyAmountCents, resourcesCurrency, language),
                                  date: formatCalendarDate(r.validFrom, language),
                                }),
                                t('guardians.inCharge', { count: r.childrenInCharge }),
                                r.aeeh ? t('resources.aeehShort') : null,
                              ]
                                .filter(Boolean)
                                .join(' · ')
                            : t('guardians.noResources')}
                        </TableCell>
                        <TableCell>
                          <Button aria-label={t('guardians.historyOf', { name })} onClick={() => setOpen(g)}>
                            {t('guardians.history')}
                          </Button>
                        </TableCell>
                      </TableRow>
                    )
                  })}
                </TableBody>
              </Table>
              <MoreButton query={query} />
            </>
          )
        }
      </LoadState>
      {open && <ResourcesHistory userId={me.user.id} guardian={open} onClose={() => setOpen(null)} />}
    </Box>
  )
}
