import { contracts } from '@nido/domain/contracts/index'
import type { Route } from '../../platform/http'
import { setAvatar } from './media.avatar'
import { abortUpload, completeMultipart, completeUpload } from './media.complete'
import { avatarUrl, downloadUrl, mediaUrl, openSignedFile, publicUrl } from './media.read'
import { receiveBytes, signParts, startMultipart, startUpload } from './media.upload'
import type { Contributions } from '../module'

// Spec 000 §7 media calls; docs/media.md describes the flow.

/** RFC 6266: an ASCII fallback name plus the exact UTF-8 one. */
function attachmentHeader(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_')
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`
}

export function mediaRoutes(route: Route, rules: Contributions): void {
  const m = contracts.media

  route(m.presign, async ({ actor, deps, now, body }) => {
    return startUpload(deps, actor, now, body)
  })

  route(m.complete, async ({ actor, deps, params }) => {
    return completeUpload(deps, actor, params.mediaId)
  })

  route(m.multipartCreate, async ({ actor, deps, now, body }) => {
    return startMultipart(deps, actor, now, body)
  })

  route(m.multipartParts, async ({ actor, deps, now, params, body }) => {
    return signParts(deps, actor, now, params.mediaId, body.partNumbers)
  })

  route(m.multipartComplete, async ({ actor, deps, now, params, body }) => {
    return completeMultipart(deps, actor, now, params.mediaId, body.parts)
  })

  route(m.abort, async ({ actor, deps, params }) => {
    await abortUpload(deps, actor, params.mediaId)
    return null
  })

  // Public: the signed token is the authorization (like an S3 pre-signed URL). The body arrives
  // as a stream (app.ts registers application/octet-stream as such) and is metered while stored.
  route(m.putObject, async ({ req, deps, now, query }) => receiveBytes(deps, now, query.t, req.body))

  route(m.url, async ({ actor, deps, now, params, query }) => {
    return mediaUrl(deps, rules, actor, now, params.mediaId, query.size)
  })

  route(m.download, async ({ actor, deps, now, params }) => {
    return downloadUrl(deps, rules, actor, now, params.mediaId)
  })

  route(m.avatar, async ({ actor, deps, now, params, query }) => {
    return avatarUrl(deps, rules, actor, now, params.userId, query.size)
  })

  route(m.publicUrl, async ({ deps, now, params, query }) => publicUrl(deps, now, params.mediaId, query))

  route(m.file, async ({ reply, deps, now, query }) => {
    const file = await openSignedFile(deps, now, query.t)
    reply
      .header('content-type', file.type)
      .header('content-length', String(file.size))
      .header('cache-control', `private, max-age=${file.maxAgeSeconds}`)
      // Types are whitelisted (no HTML, no SVG); nosniff keeps browsers to the declared one.
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', file.fileName ? attachmentHeader(file.fileName) : 'inline')
    return file.body
  })

  route(m.setAvatar, async ({ actor, db, body }) => {
    return db.transaction((tx) => setAvatar(tx, actor, body.mediaId))
  })
}
