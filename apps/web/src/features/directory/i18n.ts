import { addFeatureNamespace } from '@/i18n/namespace'

// Imported for its effect by every component of this feature that translates (i18n/namespace.ts).
await addFeatureNamespace('directory', import.meta.glob('./i18n/*.json'))
