// The public face of media (ARCHITECTURE §2): other modules use only what is exported here —
// attaching files to an item and saying who may read the files of a kind.
export { attachMedia, attachedMediaIds, detachMedia, mediaSummaries } from './media.attach'
export { mediaVisibilityOf, registerMediaVisibility } from './media.visibility'
