import { Button, List, ListItem, Typography } from '@mui/material'
import { useTranslation } from 'react-i18next'
import { mergeFields, type MergeField } from '@nido/domain/manager/documents/merge'
import '../i18n'

// The merge fields a template may name (manager/documents/merge.ts, the server's own list), each
// a button that inserts it: its name as written in the text, and what it stands for.

export function MergeFields({
  labelledBy,
  onInsert,
}: {
  labelledBy: string
  onInsert: (name: string) => void
}) {
  const { t } = useTranslation('managerDocuments')
  return (
    <List dense aria-labelledby={labelledBy} sx={{ p: 0 }}>
      {mergeFields.map((name) => (
        <ListItem key={name} disableGutters sx={{ py: 0 }}>
          <Button
            size="small"
            onClick={() => onInsert(name)}
            sx={{ textTransform: 'none', justifyContent: 'flex-start', textAlign: 'left', width: '100%' }}
          >
            <span>
              <Typography component="code" variant="body2" sx={{ fontFamily: 'monospace', display: 'block' }}>
                {`{{${name}}}`}
              </Typography>
              <Typography component="span" variant="caption" color="text.secondary">
                {t(`fields.${name.replace('.', '_') as FieldKey}`)}
              </Typography>
            </span>
          </Button>
        </ListItem>
      ))}
    </List>
  )
}

/** i18next reads a dot as nesting: the texts key `child.firstname` as `child_firstname`. */
type Underscored<S extends string> = S extends `${infer A}.${infer B}` ? `${A}_${B}` : S
type FieldKey = Underscored<MergeField>
