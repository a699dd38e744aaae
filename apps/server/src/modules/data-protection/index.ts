// The public face of data-protection (ARCHITECTURE §2): what the restore command (restore.ts) and
// tests use — re-applying the erasures of the erasure log to a restored backup (docs/backup.md).
export { afterRestore, reapplyErasures, type ReapplyReport } from './data-protection.restore'
export { recordErasure, readErasures, type ErasureEntry } from './data-protection.erasure-log'
