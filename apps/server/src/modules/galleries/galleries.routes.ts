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
import { childPhotosArchive, listChildPhotos } from './child-photos.service'
import { readPhotoConsent, setPhotoConsent } from './photo-consent.service'
import { readTagCandidates, setTags } from './photo-tags.service'

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

  route(contracts.galleries.tagCandidates, async ({ actor, db, now, params }) => {
    return readTagCandidates(db, actor, now, params.mediaId)
  })

  route(contracts.galleries.tagChildren, async ({ actor, db, now, params, body }) => {
    return db.transaction((tx) => setTags(tx, actor, now, params.mediaId, body.childIds))
  })

  route(contracts.galleries.childPhotos, async ({ actor, db, now, params, query }) => {
    return listChildPhotos(db, actor, now, params.childId, query)
  })

  route(contracts.galleries.childPhotosArchive, async ({ actor, db, deps, now, params, reply }) => {
    const { name, entries } = await childPhotosArchive(db, actor, now, params.childId)
    return archiveStream(reply, deps.storage, name, entries)
  })

  route(contracts.galleries.photoConsent, async ({ actor, db, params }) => {
    return readPhotoConsent(db, actor, params.childId)
  })

  route(contracts.galleries.setPhotoConsent, async ({ actor, db, now, params, body }) => {
    return db.transaction((tx) => setPhotoConsent(tx, actor, now, params.childId, body.withheld))
  })
}
