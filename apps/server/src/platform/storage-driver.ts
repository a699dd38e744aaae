import path from 'node:path'
import type { Config } from '../config'
import { localStorage, type Storage } from './storage'
import { s3Storage } from './storage-s3'

/** STORAGE_DRIVER: `local` (DATA_DIR/media, the embedded default) or `s3` (S3_* settings). */
export function openStorage(config: Config): Storage {
  return config.storage.driver === 's3'
    ? s3Storage(config.storage.s3)
    : localStorage(path.join(config.dataDir, 'media'))
}
