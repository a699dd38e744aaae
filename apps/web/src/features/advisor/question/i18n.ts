import { addFeatureNamespace } from '@/i18n/namespace'

// Imported for its effect by every component of a library question's page that translates: the
// language on screen is fetched before the chunk is ready (i18n/namespace.ts, docs/web-weight.md).
await addFeatureNamespace('advisorQuestion', import.meta.glob('./i18n/*.json'))
