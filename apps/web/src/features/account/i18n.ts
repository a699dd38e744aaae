import { addFeatureNamespace } from '@/i18n/namespace'

// Imported for its effect by the account components whose texts live in the feature's own
// namespace (the notification preferences); the older texts of the page are in the shell's
// translation files. Fetched like every feature's (i18n/namespace.ts, docs/web-weight.md).
await addFeatureNamespace('account', import.meta.glob('./i18n/*.json'))
