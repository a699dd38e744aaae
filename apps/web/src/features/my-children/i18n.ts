import { addFeatureNamespace } from '@/i18n/namespace'

// Imported for its effect by every component of this feature that translates. No text travels in
// the chunk: the language on screen is fetched before the chunk is ready, the others when chosen
// (i18n/namespace.ts, docs/web-weight.md).
await addFeatureNamespace('myChildren', import.meta.glob('./i18n/*.json'))
