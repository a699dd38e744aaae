import { useRef, type ChangeEvent, type ClipboardEvent, type FocusEvent, type KeyboardEvent } from 'react'
import { Box, FormHelperText } from '@mui/material'
import { useTranslation } from 'react-i18next'
import { invalidChildKeyBoxes, typeIntoChildKeyBoxes } from '@nido/domain/rules/child-key'
import '../i18n'

interface Props {
  boxes: string[]
  onChange: (boxes: string[]) => void
  /** A message about the whole key (invalid code, already linked), shown under the boxes. */
  error?: string | undefined
  disabled?: boolean
  /** Enter in a box: the dialog's "next". */
  onSubmit?: () => void
}

/**
 * Spec 001 §2 / §5 "Child key": one box per character, each keeping one character, lowercased. A
 * pasted key is split across the boxes; typing moves to the next box; Backspace clears the box, or
 * goes back and clears the previous one when the box is empty. A character a key may not hold
 * shows the invalid-character message (the dialog then disables next).
 */
export function KeyBoxes({ boxes, onChange, error, disabled = false, onSubmit }: Props) {
  const { t } = useTranslation('childKeys')
  const inputs = useRef<(HTMLInputElement | null)[]>([])
  const invalid = invalidChildKeyBoxes(boxes)
  const focus = (index: number) => {
    const input = inputs.current[index]
    input?.focus()
    input?.select()
  }

  const type = (index: number, text: string) => {
    const typed = typeIntoChildKeyBoxes(boxes, index, text)
    onChange(typed.boxes)
    if (text !== '') focus(typed.focus)
  }

  const onInput = (index: number, value: string) => {
    // The box's old character is still there when the caret was not on it: keep what was typed.
    const old = boxes[index] ?? ''
    let text = value
    if (old && value.length > 1) {
      if (value.startsWith(old)) text = value.slice(old.length)
      else if (value.endsWith(old)) text = value.slice(0, -old.length)
    }
    type(index, text)
  }

  const onPaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault()
    type(index, event.clipboardData.getData('text'))
  }

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace') {
      event.preventDefault()
      const at = boxes[index] ? index : Math.max(index - 1, 0)
      onChange(boxes.map((b, i) => (i === at ? '' : b)))
      focus(at)
    } else if (event.key === 'ArrowLeft' && index > 0) {
      event.preventDefault()
      focus(index - 1)
    } else if (event.key === 'ArrowRight' && index < boxes.length - 1) {
      event.preventDefault()
      focus(index + 1)
    } else if (event.key === 'Enter') {
      event.preventDefault()
      onSubmit?.()
    }
  }

  const messageId = 'child-key-message'
  const message = invalid.length > 0 ? t('invalidCharacter') : error
  return (
    <Box>
      <Box
        role="group"
        aria-label={t('keyGroup')}
        sx={{ display: 'flex', gap: { xs: 0.5, sm: 1 }, justifyContent: 'center' }}
      >
        {boxes.map((character, index) => (
          <Box
            key={index}
            component="input"
            ref={(el: HTMLInputElement | null) => {
              inputs.current[index] = el
            }}
            value={character}
            disabled={disabled}
            aria-label={t('box', { n: index + 1 })}
            aria-invalid={invalid.includes(index) || (error !== undefined && invalid.length === 0)}
            aria-describedby={message ? messageId : undefined}
            autoComplete="off"
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            inputMode="text"
            autoFocus={index === 0}
            onFocus={(e: FocusEvent<HTMLInputElement>) => e.target.select()}
            onChange={(e: ChangeEvent<HTMLInputElement>) => onInput(index, e.target.value)}
            onPaste={(e: ClipboardEvent<HTMLInputElement>) => onPaste(index, e)}
            onKeyDown={(e: KeyboardEvent<HTMLInputElement>) => onKeyDown(index, e)}
            sx={{
              width: { xs: 32, sm: 44 },
              height: { xs: 40, sm: 52 },
              p: 0,
              textAlign: 'center',
              fontSize: '1.4rem',
              fontFamily: 'monospace',
              borderRadius: 1,
              border: 2,
              borderColor: invalid.includes(index) ? 'error.main' : 'divider',
              bgcolor: 'background.paper',
              color: 'text.primary',
              '&:focus': { outline: 'none', borderColor: 'primary.main' },
            }}
          />
        ))}
      </Box>
      {message && (
        <FormHelperText id={messageId} error role="alert" sx={{ textAlign: 'center', mt: 1 }}>
          {message}
        </FormHelperText>
      )}
    </Box>
  )
}
