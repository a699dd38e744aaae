// The public face of galleries (ARCHITECTURE §2): photo consent is decided here (docs/galleries.md),
// and posts refuse to share a photo of a child without consent as albums do
// (docs/posts-and-moderation.md "Photo consent").
export { checkPhotoConsent } from './photo-consent.service'
