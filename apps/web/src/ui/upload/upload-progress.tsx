import { Box, IconButton, LinearProgress, Stack, Typography } from '@mui/material'
import CloseIcon from '@mui/icons-material/Close'
import { FileName } from '../file-name'

// A file on its way up (ui/upload/upload.ts): its name, a determinate progress bar named after the
// file for assistive technology, the percentage, and an optional cancel button. Texts that need
// translating come from the caller, so any feature can use it with its own namespace.

export interface UploadProgressProps {
  fileName: string
  /** 0..1 */
  value: number
  /** The accessible name of the bar, e.g. "Uploading holiday.jpg"; the file name when omitted. */
  label?: string
  onCancel?: () => void
  cancelLabel?: string
}

export function UploadProgress({ fileName, value, label, onCancel, cancelLabel }: UploadProgressProps) {
  const percent = Math.round(Math.max(0, Math.min(1, value)) * 100)
  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography variant="body2" sx={{ flexGrow: 1, minWidth: 0 }} noWrap>
          <FileName name={fileName} />
        </Typography>
        <Typography variant="body2" color="text.secondary" aria-hidden>
          {percent}%
        </Typography>
        {onCancel && (
          <IconButton size="small" onClick={onCancel} aria-label={cancelLabel ?? fileName}>
            <CloseIcon fontSize="small" />
          </IconButton>
        )}
      </Stack>
      <LinearProgress variant="determinate" value={percent} aria-label={label ?? fileName} />
    </Box>
  )
}
