import { addFeatureNamespace } from '@/i18n/namespace'

// Imported for its effect by every component of this feature that translates (i18n/namespace.ts,
// docs/web-weight.md): the language on screen is fetched before the chunk is ready.
await addFeatureNamespace('managerDocuments', import.meta.glob('./i18n/*.json'))
