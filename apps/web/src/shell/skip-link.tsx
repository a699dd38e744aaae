import { Link } from '@mui/material'
import { useTranslation } from 'react-i18next'

/** The id of the page area the skip link leads to (shell.tsx). */
export const mainContentId = 'main-content'

/**
 * WCAG 2.4.1 bypass blocks (docs/accessibility.md): the first stop of the keyboard, shown only
 * when focused, jumps over the top bar and the side menu (eleven tabs otherwise) to the page.
 */
export function SkipLink() {
  const { t } = useTranslation('shell')
  return (
    <Link
      href={`#${mainContentId}`}
      onClick={(event) => {
        // The router would read the hash as a navigation; focus moves to the page area instead.
        event.preventDefault()
        document.getElementById(mainContentId)?.focus()
      }}
      sx={(theme) => ({
        position: 'fixed',
        top: 8,
        left: 8,
        zIndex: theme.zIndex.tooltip + 1,
        px: 2,
        py: 1,
        bgcolor: 'background.paper',
        color: 'text.primary',
        border: '2px solid',
        borderColor: 'text.primary',
        borderRadius: 1,
        transform: 'translateY(-200%)',
        '&:focus': { transform: 'none' },
      })}
    >
      {t('topBar.skipToContent')}
    </Link>
  )
}
