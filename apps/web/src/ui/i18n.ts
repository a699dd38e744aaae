import { addFeatureNamespace } from '@/i18n/namespace'

// The texts of ui/'s shared fields (share targets, documents), fetched like a feature's
// (i18n/namespace.ts, docs/web-weight.md "Translations per language"): only the lazy chunks that
// show one of these fields import this, so the first load carries none of it.
await addFeatureNamespace('ui', import.meta.glob('./i18n/*.json'))
