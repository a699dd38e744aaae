import { addFeatureNamespace } from '@/i18n/namespace'

// Imported for its effect by every component of a child's answers and a section's children that
// translates: the language on screen is fetched before the chunk is ready (i18n/namespace.ts).
await addFeatureNamespace('advisorChildren', import.meta.glob('./i18n/*.json'))
