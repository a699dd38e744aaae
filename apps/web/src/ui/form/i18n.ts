import { addFeatureNamespace } from '@/i18n/namespace'

// The forms' shared texts (field errors, the unsaved-changes question): imported for its effect
// by the modules of ui/form, so they travel with the forms' chunks, never with the first load
// (docs/forms.md, docs/web-weight.md).
await addFeatureNamespace('form', import.meta.glob('./i18n/*.json'))
