// The public face of media (ARCHITECTURE §2): other modules use only what is exported here —
// attaching files to an item and listing them. Who may read the files of a kind is declared in
// each module's definition (`mediaKinds`, modules/module.ts).
export { attachMedia, attachedMediaIds, detachMedia, mediaSummaries } from './media.attach'
