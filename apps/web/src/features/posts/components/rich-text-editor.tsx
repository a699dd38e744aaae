import { useState, type ReactNode } from 'react'
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
  IconButton,
  Paper,
  TextField,
  Tooltip,
} from '@mui/material'
import FormatBoldIcon from '@mui/icons-material/FormatBold'
import FormatItalicIcon from '@mui/icons-material/FormatItalic'
import FormatUnderlinedIcon from '@mui/icons-material/FormatUnderlined'
import StrikethroughSIcon from '@mui/icons-material/StrikethroughS'
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted'
import FormatListNumberedIcon from '@mui/icons-material/FormatListNumbered'
import FormatQuoteIcon from '@mui/icons-material/FormatQuote'
import LinkIcon from '@mui/icons-material/Link'
import UndoIcon from '@mui/icons-material/Undo'
import RedoIcon from '@mui/icons-material/Redo'
import TitleIcon from '@mui/icons-material/Title'
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react'
import StarterKit from '@tiptap/starter-kit'
import { useTranslation } from 'react-i18next'
import '../i18n'

// Rich text with TipTap. The editor offers only what the server keeps (the
// allow-list of posts.sanitize.ts): paragraphs, two heading levels, emphasis, lists, quotes,
// links. Every toolbar button has an accessible name and says whether it is on (aria-pressed).

interface Props {
  initialHtml: string
  onChange: (html: string, empty: boolean) => void
  label: string
}

export function RichTextEditor({ initialHtml, onChange, label }: Props) {
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        codeBlock: false,
        link: { openOnClick: false, protocols: ['http', 'https', 'mailto'], autolink: true },
      }),
    ],
    content: initialHtml,
    editorProps: {
      attributes: {
        'aria-label': label,
        'aria-multiline': 'true',
        role: 'textbox',
        class: 'nido-post-editor',
      },
    },
    onUpdate: ({ editor: e }) => onChange(e.getHTML(), e.isEmpty),
  })
  return (
    <Paper variant="outlined">
      <Toolbar editor={editor} />
      <Divider />
      <Box
        sx={{
          px: 2,
          '& .nido-post-editor': { minHeight: 160, outline: 'none', py: 1 },
          '& .nido-post-editor p': { my: 1 },
        }}
      >
        <EditorContent editor={editor} />
      </Box>
    </Paper>
  )
}

function Toolbar({ editor }: { editor: Editor }) {
  const { t } = useTranslation('posts')
  const [linkOpen, setLinkOpen] = useState(false)
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      strike: e.isActive('strike'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      link: e.isActive('link'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  })
  const chain = () => editor.chain().focus()
  const button = (
    name:
      | 'bold'
      | 'italic'
      | 'underline'
      | 'strike'
      | 'heading2'
      | 'heading3'
      | 'bulletList'
      | 'orderedList'
      | 'quote'
      | 'link'
      | 'undo'
      | 'redo',
    active: boolean | undefined,
    icon: ReactNode,
    run: () => void,
    disabled = false,
  ) => (
    <Tooltip title={t(`editor.${name}`)} key={name}>
      <span>
        <IconButton
          size="small"
          aria-label={t(`editor.${name}`)}
          aria-pressed={active === undefined ? undefined : active}
          color={active ? 'primary' : 'default'}
          disabled={disabled}
          onClick={run}
        >
          {icon}
        </IconButton>
      </span>
    </Tooltip>
  )
  return (
    <Box
      role="toolbar"
      aria-label={t('editor.toolbar')}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, p: 0.5 }}
    >
      {button('bold', state.bold, <FormatBoldIcon />, () => chain().toggleBold().run())}
      {button('italic', state.italic, <FormatItalicIcon />, () => chain().toggleItalic().run())}
      {button('underline', state.underline, <FormatUnderlinedIcon />, () => chain().toggleUnderline().run())}
      {button('strike', state.strike, <StrikethroughSIcon />, () => chain().toggleStrike().run())}
      {button('heading2', state.h2, <TitleIcon />, () => chain().toggleHeading({ level: 2 }).run())}
      {button('heading3', state.h3, <TitleIcon fontSize="small" />, () =>
        chain().toggleHeading({ level: 3 }).run(),
      )}
      {button('bulletList', state.bullet, <FormatListBulletedIcon />, () => chain().toggleBulletList().run())}
      {button('orderedList', state.ordered, <FormatListNumberedIcon />, () =>
        chain().toggleOrderedList().run(),
      )}
      {button('quote', state.quote, <FormatQuoteIcon />, () => chain().toggleBlockquote().run())}
      {button('link', state.link, <LinkIcon />, () => setLinkOpen(true))}
      {button('undo', undefined, <UndoIcon />, () => chain().undo().run(), !state.canUndo)}
      {button('redo', undefined, <RedoIcon />, () => chain().redo().run(), !state.canRedo)}
      {linkOpen && (
        <LinkDialog
          initial={(editor.getAttributes('link') as { href?: string }).href ?? ''}
          onClose={() => setLinkOpen(false)}
          onSave={(href) => {
            setLinkOpen(false)
            if (href === '') chain().extendMarkRange('link').unsetLink().run()
            else chain().extendMarkRange('link').setLink({ href }).run()
          }}
        />
      )}
    </Box>
  )
}

function LinkDialog({
  initial,
  onSave,
  onClose,
}: {
  initial: string
  onSave: (href: string) => void
  onClose: () => void
}) {
  const { t } = useTranslation('posts')
  const [href, setHref] = useState(initial)
  const trimmed = href.trim()
  // The same schemes the server keeps (posts.sanitize.ts).
  const valid = trimmed === '' || /^(https?:\/\/|mailto:)\S+$/i.test(trimmed)
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="posts-link-title">
      <DialogTitle id="posts-link-title">{t('editor.linkTitle')}</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          margin="dense"
          label={t('editor.linkUrl')}
          placeholder="https://"
          value={href}
          error={!valid}
          helperText={valid ? t('editor.linkHint') : t('editor.linkInvalid')}
          onChange={(e) => setHref(e.target.value)}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button variant="contained" disabled={!valid} onClick={() => onSave(trimmed)}>
          {t('common.ok')}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
