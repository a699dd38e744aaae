// The public face of media (ARCHITECTURE §2): other modules use only what is exported here —
// attaching files to an item and listing them, and the one rule of which files an actor is shown
// (media.consent.ts, media.visibility.ts). Who may read the files of a kind is declared in each
// module's definition (`mediaKinds`, `mediaManagers`, modules/module.ts).
export { attachMedia, attachedMediaIds, detachMedia, mediaSummaries } from './media.attach'
export { mediaShownTo } from './media.consent'
export { readableMediaIds, type MediaRules } from './media.visibility'
export { eraseOwnedMedia, storedKeysOf } from './media.erase'
export { personalMediaColumns } from './media.personal-data'
// The demo seed stores its drawn pictures as an upload would be (seed/demo-photos.ts).
export { processImage } from './media.processing'
