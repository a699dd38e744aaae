import { contracts } from '@nido/domain/contracts/index'
import type { Route } from '../../platform/http'
import { archiveStream } from './galleries.archive'
import {
  albumArchive,
  createAlbum,
  deleteAlbum,
  deleteStoredObjects,
  galleryInScope,
  listAlbums,
  readAlbum,
  rereadAlbum,
  updateAlbum,
} from './galleries.service'
import { childPhotosArchive, listChildPhotos, ownChildInScope } from './child-photos.service'
import { guardedChildInScope, readPhotoConsent, setPhotoConsent } from './photo-consent.service'
import { readTagCandidates, setTags, taggableMediaInScope } from './photo-tags.service'

export function galleriesRoutes(route: Route): void {
  route(contracts.galleries.list, async ({ actor, db, now, query }) => {
    return listAlbums(db, actor, now, query)
  })

  route(contracts.galleries.create, async ({ actor, db, now, body }) => {
    const { id } = await db.transaction((tx) => createAlbum(tx, actor, now, body))
    return rereadAlbum(db, actor, now, id)
  })

  route(contracts.galleries.read, async ({ actor, requireFor, db, params }) => {
    const album = await requireFor('galleries.read', params.id, galleryInScope)
    return readAlbum(db, actor, album)
  })

  route(contracts.galleries.update, async ({ actor, requireFor, db, deps, now, params, body }) => {
    const keys = await db.transaction(async (tx) => {
      const album = await requireFor('galleries.update', params.id, galleryInScope, tx)
      return updateAlbum(tx, actor, now, album, body)
    })
    await deleteStoredObjects(deps.storage, keys)
    return rereadAlbum(db, actor, now, params.id)
  })

  route(contracts.galleries.delete, async ({ actor, requireFor, db, deps, params }) => {
    const keys = await db.transaction(async (tx) => {
      const album = await requireFor('galleries.delete', params.id, galleryInScope, tx)
      return deleteAlbum(tx, actor, album)
    })
    await deleteStoredObjects(deps.storage, keys)
    return null
  })

  route(contracts.galleries.archive, async ({ actor, requireFor, db, deps, params, reply }) => {
    const album = await requireFor('galleries.download', params.id, galleryInScope)
    const { title, entries } = await albumArchive(db, actor, album)
    return archiveStream(reply, deps.storage, title, entries)
  })

  route(contracts.galleries.tagCandidates, async ({ actor, requireFor, db, params }) => {
    const item = await requireFor('galleries.tagCandidates', params.mediaId, taggableMediaInScope)
    return readTagCandidates(db, actor, item)
  })

  route(contracts.galleries.tagChildren, async ({ actor, requireFor, db, params, body }) => {
    return db.transaction(async (tx) => {
      const item = await requireFor('galleries.tagChildren', params.mediaId, taggableMediaInScope, tx)
      return setTags(tx, actor, item, body.childIds)
    })
  })

  route(contracts.galleries.childPhotos, async ({ actor, requireFor, db, now, params, query }) => {
    const child = await requireFor('galleries.childPhotos', params.childId, ownChildInScope)
    return listChildPhotos(db, actor, now, child, query)
  })

  route(
    contracts.galleries.childPhotosArchive,
    async ({ actor, requireFor, db, deps, now, params, reply }) => {
      const child = await requireFor('galleries.childPhotosDownload', params.childId, ownChildInScope)
      const { name, entries } = await childPhotosArchive(db, actor, now, child)
      return archiveStream(reply, deps.storage, name, entries)
    },
  )

  route(contracts.galleries.photoConsent, async ({ requireFor, params }) => {
    const child = await requireFor('galleries.photoConsentRead', params.childId, guardedChildInScope)
    return readPhotoConsent(child)
  })

  route(contracts.galleries.setPhotoConsent, async ({ actor, requireFor, db, now, params, body }) => {
    return db.transaction(async (tx) => {
      const child = await requireFor('galleries.photoConsentUpdate', params.childId, guardedChildInScope, tx)
      return setPhotoConsent(tx, actor, now, child, body.withheld)
    })
  })
}
