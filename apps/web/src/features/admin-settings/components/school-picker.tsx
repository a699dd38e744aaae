import { useState } from 'react'
import { Autocomplete, TextField } from '@mui/material'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { schoolsQuery } from '../queries'

export interface PickedSchool {
  id: string
  name: string
  groupName: string
}

/** The schools the actor administers, narrowed by the typed name (GET /api/v1/features/flags/schools). */
export function SchoolPicker({
  userId,
  label,
  value,
  onChange,
  helperText,
}: {
  userId: string
  label: string
  value: PickedSchool | null
  onChange: (school: PickedSchool | null) => void
  helperText?: string
}) {
  const [q, setQ] = useState('')
  const query = useQuery({ ...schoolsQuery(userId, q), placeholderData: keepPreviousData })
  return (
    <Autocomplete
      sx={{ minWidth: 320 }}
      options={query.data?.items ?? []}
      loading={query.isFetching}
      value={value}
      filterOptions={(options) => options}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      getOptionLabel={(s) => `${s.name} (${s.groupName})`}
      onInputChange={(_, text, reason) => {
        if (reason === 'input') setQ(text)
      }}
      onChange={(_, school) => onChange(school)}
      renderInput={(params) => <TextField {...params} label={label} helperText={helperText} />}
    />
  )
}
