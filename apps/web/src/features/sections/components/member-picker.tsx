import { useState } from 'react'
import { Autocomplete, TextField } from '@mui/material'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import type { SectionCandidate } from '@nido/domain/contracts/sections'
import { sectionCandidatesQuery } from '../queries'
import '../i18n'

// The picker of the members dialog: teachers or children of the school not in the section yet,
// searched by name on the server (accents and case ignored, docs/sections.md); choosing one adds it.

interface Props {
  userId: string
  sectionId: string
  kind: 'staff' | 'children'
  disabled: boolean
  onPick: (candidate: SectionCandidate) => void
}

export function MemberPicker({ userId, sectionId, kind, disabled, onPick }: Props) {
  const { t } = useTranslation('sections')
  const [input, setInput] = useState('')
  const candidates = useQuery({
    ...sectionCandidatesQuery(userId, sectionId, kind, input.trim()),
    placeholderData: keepPreviousData,
  })
  return (
    <Autocomplete<SectionCandidate>
      options={candidates.data?.items ?? []}
      loading={candidates.isFetching}
      disabled={disabled}
      value={null}
      inputValue={input}
      onInputChange={(_, value, reason) => {
        if (reason !== 'reset') setInput(value)
      }}
      onChange={(_, picked) => {
        if (picked) {
          onPick(picked)
          setInput('')
        }
      }}
      // The server already filtered by the typed name.
      filterOptions={(options) => options}
      getOptionLabel={(c) => `${c.firstname} ${c.lastname}`}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      noOptionsText={t('membersDialog.noCandidate')}
      loadingText={t('loading')}
      renderInput={(params) => (
        <TextField
          {...params}
          size="small"
          label={t(kind === 'staff' ? 'membersDialog.addStaff' : 'membersDialog.addChild')}
          placeholder={t('membersDialog.search')}
        />
      )}
    />
  )
}
