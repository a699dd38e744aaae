import { addFeatureNamespace } from '@/i18n/namespace'

// Imported for its effect by every component of this feature that translates (docs/web-weight.md).
await addFeatureNamespace('childrenAndParents', import.meta.glob('./i18n/*.json'))
