import type { MediaKind } from '@nido/domain/enums/media'

// Shared by every feature that uploads (account avatar, posts, albums, folders, postal cards).
// The media work implements it: pre-signed single or multipart upload with progress.

export interface UploadOptions {
  kind: MediaKind
  /** 0..1 as bytes go out. */
  onProgress?: (fraction: number) => void
  signal?: AbortSignal
}

export interface UploadedMedia {
  id: string
  fileName: string
  type: 'VIDEO' | 'IMAGE' | 'DOCUMENT' | 'AUDIO'
}

export function uploadFile(file: File, options: UploadOptions): Promise<UploadedMedia> {
  void file
  void options
  return Promise.reject(new Error('not implemented yet'))
}
