import { contracts } from '@nido/domain/contracts/index'
import type { ImportReport } from '@nido/domain/contracts/directory'
import { buildPath } from '@nido/domain/contracts/define'
import { ApiError } from '@/api/client'

// docs/directory-import.md: the file goes to the import route as the raw `text/csv` body, read
// by the server as a stream. XHR rather than fetch, so that the page can show upload progress.

export type DirectoryKind = 'families' | 'staff'

export interface ImportRequest {
  kind: DirectoryKind
  file: Blob
  dryRun: boolean
  sendActivation: boolean
  /** 0..1 as bytes go out. */
  onProgress?: (fraction: number) => void
}

export function postCsv(request: ImportRequest): Promise<ImportReport> {
  const route =
    request.kind === 'families' ? contracts.directory.importFamilies : contracts.directory.importStaff
  const search = new URLSearchParams({
    dryRun: String(request.dryRun),
    sendActivation: String(request.sendActivation),
  })
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open('POST', `${buildPath(route.path, {})}?${search.toString()}`)
    xhr.setRequestHeader('content-type', 'text/csv')
    xhr.setRequestHeader('accept', 'application/json')
    xhr.withCredentials = true
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) request.onProgress?.(event.loaded / event.total)
    }
    xhr.onerror = () => reject(new ApiError('NETWORK_ERROR', 'Network error', 0))
    xhr.onload = () => {
      let json: unknown
      try {
        json = JSON.parse(xhr.responseText) as unknown
      } catch {
        json = undefined
      }
      if (xhr.status >= 200 && xhr.status < 300) return resolve(json as ImportReport)
      const body = (json ?? {}) as { errorCode?: string; message?: string; details?: unknown }
      reject(new ApiError(body.errorCode ?? 'INTERNAL_ERROR', body.message ?? '', xhr.status, body.details))
    }
    xhr.send(request.file)
  })
}
