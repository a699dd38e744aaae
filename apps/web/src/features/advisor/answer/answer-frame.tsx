import { useId, type ReactNode } from 'react'
import { Dialog, DialogTitle } from '@mui/material'

/** The answer flows' dialog, named by its title (spec 000 §9: max width 500). */
export function AnswerFrame({ title, children }: { title: string; children: ReactNode }) {
  const titleId = `${useId()}-title`
  return (
    <Dialog
      open
      fullWidth
      maxWidth={false}
      slotProps={{ paper: { sx: { maxWidth: 500 } } }}
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId} sx={{ pb: 1 }}>
        {title}
      </DialogTitle>
      {children}
    </Dialog>
  )
}
