import {
  Box,
  Card,
  CardContent,
  Checkbox,
  Chip,
  IconButton,
  List,
  ListItem,
  ListItemText,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material'
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined'
import EditOutlinedIcon from '@mui/icons-material/EditOutlined'
import VisibilityOffOutlinedIcon from '@mui/icons-material/VisibilityOffOutlined'
import ScheduleOutlinedIcon from '@mui/icons-material/ScheduleOutlined'
import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import type { BoardChild, BoardEntry } from '@nido/domain/contracts/daily-log'
import { fallbackLanguage, parseLanguage } from '@nido/domain/i18n/languages'
import { meQuery } from '@/session/session'
import { mediaUrlQuery } from '@/ui/upload/media-url'
import { entryDetails, presenceText } from './entry-text'
import '../i18n'
import { PersonAvatar } from '@/ui/avatar'

// A child of the daily board (spec 000 §2 /daily): name, presence, the day's entries with their
// details, audio and edit/delete on their own day, and the box that selects the child.

export function ChildCard({
  child,
  canWrite,
  selected,
  onToggle,
  onEdit,
  onDelete,
}: {
  child: BoardChild
  canWrite: boolean
  selected: boolean
  onToggle: () => void
  onEdit: (entry: BoardEntry) => void
  onDelete: (entry: BoardEntry) => void
}) {
  const { t, i18n } = useTranslation('dailyLog')
  const language = parseLanguage(i18n.language) ?? fallbackLanguage
  const name = `${child.firstname} ${child.lastname}`
  const presence = presenceText(t, child, language)
  return (
    <Card component="li" variant="outlined" sx={{ borderColor: selected ? 'primary.main' : undefined }}>
      <CardContent sx={{ pb: '12px !important' }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          {canWrite && (
            <Checkbox
              checked={selected}
              onChange={onToggle}
              slotProps={{ input: { 'aria-label': t('selectChild', { name }) } }}
            />
          )}
          <PersonAvatar id={child.id} firstname={child.firstname} lastname={child.lastname} />
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, flexGrow: 1 }}>
            {name}
          </Typography>
          <Chip
            size="small"
            color={child.present ? 'success' : 'default'}
            variant={child.present ? 'filled' : 'outlined'}
            label={presence}
          />
        </Stack>
        {child.entries.length === 0 ? (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1, ml: canWrite ? 7 : 0 }}>
            {t('noEntries')}
          </Typography>
        ) : (
          <List dense disablePadding aria-label={t('entriesOf', { name })} sx={{ ml: canWrite ? 7 : 0 }}>
            {child.entries.map((entry) => {
              const kind = t(`kinds.${entry.kind}`)
              const details = entryDetails(t, entry, child.gender).join(', ')
              return (
                <ListItem
                  key={entry.id}
                  disableGutters
                  secondaryAction={
                    canWrite && (
                      <Stack direction="row">
                        <IconButton
                          aria-label={t('edit', { kind, time: entry.time })}
                          onClick={() => onEdit(entry)}
                          size="small"
                        >
                          <EditOutlinedIcon fontSize="small" />
                        </IconButton>
                        <IconButton
                          aria-label={t('delete', { kind, time: entry.time })}
                          onClick={() => onDelete(entry)}
                          size="small"
                        >
                          <DeleteOutlineIcon fontSize="small" />
                        </IconButton>
                      </Stack>
                    )
                  }
                >
                  <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums', minWidth: 48 }}>
                    {entry.time}
                  </Typography>
                  <ListItemText
                    primary={
                      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
                        <span>{kind}</span>
                        {entry.visibility !== 'always-visible' && (
                          <Tooltip title={t(`visibility.${entry.visibility}`)}>
                            {entry.visibility === 'best-fit' ? (
                              <ScheduleOutlinedIcon
                                fontSize="inherit"
                                aria-label={t(`visibility.${entry.visibility}`)}
                              />
                            ) : (
                              <VisibilityOffOutlinedIcon
                                fontSize="inherit"
                                aria-label={t(`visibility.${entry.visibility}`)}
                              />
                            )}
                          </Tooltip>
                        )}
                      </Stack>
                    }
                    secondary={
                      [details, entry.comment, entry.author ? t('by', { name: entry.author.firstname }) : '']
                        .filter(Boolean)
                        .join(' — ') || undefined
                    }
                  />
                  {entry.media && <EntryAudio mediaId={entry.media.id} />}
                </ListItem>
              )
            })}
          </List>
        )}
      </CardContent>
    </Card>
  )
}

function EntryAudio({ mediaId }: { mediaId: string }) {
  const { t } = useTranslation('dailyLog')
  const { data: me } = useSuspenseQuery(meQuery)
  const url = useQuery(mediaUrlQuery(me!.user.id, mediaId))
  if (!url.data) return null
  return (
    <Box
      component="audio"
      controls
      src={url.data}
      aria-label={t('audio.player')}
      sx={{ maxWidth: 260, mr: 8 }}
    />
  )
}
