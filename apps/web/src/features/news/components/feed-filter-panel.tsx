import {
  Box,
  Button,
  Checkbox,
  Drawer,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormLabel,
  InputLabel,
  MenuItem,
  Select,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { feedPublishedStatuses, newsTypes, type NewsType } from '@nido/domain/enums/content'
import { defaultFeedFilter, type FeedFilter, type FeedFilterContext } from '@nido/domain/rules/feed-filter'
import { filterOptionsQuery } from '../queries'
import '../i18n'

const toggle = <T,>(list: readonly T[], value: T): T[] =>
  list.includes(value) ? list.filter((v) => v !== value) : [...list, value]

// Spec 001 §3 feed filter, in a right drawer: types, published status, other schools, dates,
// content search, and the children / authors / sections the current school offers.
interface PanelProps {
  filter: FeedFilter
  context: FeedFilterContext
  userId: string
  scope: unknown
  onApply: (filter: FeedFilter) => void
  onClose: () => void
}

export function FeedFilterPanel({ open, ...props }: PanelProps & { open: boolean }) {
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={props.onClose}
      slotProps={{
        paper: {
          sx: { width: { xs: '100%', sm: 400 } },
          role: 'dialog',
          'aria-labelledby': 'feed-filter-title',
        },
      }}
    >
      {/* A new draft each time the panel opens, from the applied filter. */}
      {open && <FilterForm {...props} />}
    </Drawer>
  )
}

function FilterForm({ filter, context, userId, scope, onApply, onClose }: PanelProps) {
  const { t } = useTranslation('news')
  const [draft, setDraft] = useState(filter)
  const options = useQuery(filterOptionsQuery(userId, scope))
  const set = (patch: Partial<FeedFilter>) => setDraft((d) => ({ ...d, ...patch }))
  const typesOffered: readonly NewsType[] = newsTypes.filter(
    (type) => type !== 'Daily' || context.profileType === 'GUARDIAN',
  )

  const people = (
    legend: string,
    list: Array<{ id: string; label: string }> | undefined,
    selected: string[],
    key: 'childrenIds' | 'teacherIds' | 'sectionIds',
  ) =>
    list && list.length > 0 ? (
      <FormControl component="fieldset">
        <FormLabel component="legend">{legend}</FormLabel>
        <FormGroup>
          {list.map((p) => (
            <FormControlLabel
              key={p.id}
              control={
                <Checkbox
                  checked={selected.includes(p.id)}
                  onChange={() => set({ [key]: toggle(selected, p.id) })}
                />
              }
              label={p.label}
            />
          ))}
        </FormGroup>
      </FormControl>
    ) : null

  return (
    <Box
      component="form"
      sx={{ p: 3 }}
      onSubmit={(e) => {
        e.preventDefault()
        onApply(draft)
      }}
    >
      <Typography id="feed-filter-title" variant="h6" component="h2" sx={{ mb: 2 }}>
        {t('filter.title')}
      </Typography>
      <Stack spacing={2.5}>
        <TextField
          label={t('filter.content')}
          value={draft.newsContent}
          onChange={(e) => set({ newsContent: e.target.value })}
          slotProps={{ htmlInput: { maxLength: 200 } }}
          type="search"
        />
        <FormControl component="fieldset">
          <FormLabel component="legend">{t('filter.types')}</FormLabel>
          <FormGroup row>
            {typesOffered.map((type) => (
              <FormControlLabel
                key={type}
                control={
                  <Checkbox
                    checked={draft.newsTypes.includes(type)}
                    onChange={() => set({ newsTypes: toggle(draft.newsTypes, type) })}
                  />
                }
                label={t(`types.${type}`)}
              />
            ))}
          </FormGroup>
        </FormControl>
        <FormControl>
          <InputLabel id="feed-filter-status">{t('filter.publishedStatus')}</InputLabel>
          <Select
            labelId="feed-filter-status"
            label={t('filter.publishedStatus')}
            value={draft.publishedStatus}
            onChange={(e) => set({ publishedStatus: e.target.value })}
          >
            {feedPublishedStatuses.map((s) => (
              <MenuItem key={s} value={s}>
                {t(`filter.statuses.${s}`)}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <FormControlLabel
          control={
            <Switch checked={draft.crossSchool} onChange={(e) => set({ crossSchool: e.target.checked })} />
          }
          label={t('filter.crossSchool')}
        />
        <Stack direction="row" spacing={2}>
          <TextField
            label={t('filter.startDate')}
            type="date"
            value={draft.startDate ?? ''}
            onChange={(e) => set({ startDate: e.target.value || null })}
            slotProps={{ inputLabel: { shrink: true } }}
            fullWidth
          />
          <TextField
            label={t('filter.endDate')}
            type="date"
            value={draft.endDate ?? ''}
            onChange={(e) => set({ endDate: e.target.value || null })}
            slotProps={{ inputLabel: { shrink: true } }}
            fullWidth
          />
        </Stack>
        {people(
          t('filter.children'),
          options.data?.children.map((c) => ({ id: c.id, label: `${c.firstname} ${c.lastname}` })),
          draft.childrenIds,
          'childrenIds',
        )}
        {people(
          t('filter.sections'),
          options.data?.sections.map((s) => ({ id: s.id, label: s.name })),
          draft.sectionIds,
          'sectionIds',
        )}
        {people(
          t('filter.teachers'),
          options.data?.teachers.map((p) => ({ id: p.id, label: `${p.firstname} ${p.lastname}` })),
          draft.teacherIds,
          'teacherIds',
        )}
      </Stack>
      <Stack direction="row" spacing={1} sx={{ mt: 3, justifyContent: 'flex-end' }}>
        <Button onClick={() => setDraft(defaultFeedFilter(context))}>{t('filter.reset')}</Button>
        <Button onClick={onClose}>{t('filter.close')}</Button>
        <Button type="submit" variant="contained">
          {t('filter.apply')}
        </Button>
      </Stack>
    </Box>
  )
}
