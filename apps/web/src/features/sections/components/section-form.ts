import { z } from 'zod'
import { zSectionName } from '@nido/domain/contracts/sections'

// The create/rename dialog's one field, checked by the contract's own rule (docs/forms.md).
export const zSectionForm = z.object({ name: zSectionName })
export type SectionForm = z.input<typeof zSectionForm>
