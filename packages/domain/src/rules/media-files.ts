import type { MediaType } from '../enums/media'
import { limits } from '../limits'

// Spec 000 §3: "Media: types image, video, audio, document, detected by extension (images png,
// jpeg, jpg, gif, heic; video mp4, avi, mov, webm; audio mp3, wav, m4a, m3a, flac; also pdf,
// presentation, spreadsheet)". The server checks the content against the extension (file-type);
// `detected` lists what file-type may answer for a genuine file of that extension.

export interface MediaFileRule {
  type: MediaType
  /** The MIME type we store and serve the file with. */
  mime: string
  /**
   * file-type's `ext` answers that match; `null` in the list means "no magic number" (plain text
   * such as CSV), accepted only when the first bytes hold no NUL byte.
   */
  detected: ReadonlyArray<string | null>
}

const ooxml = (ext: string) => [ext, 'zip'] as const
// Legacy Office files are OLE compound files; file-type names them `cfb` (or by product).
const ole = (ext: string) => [ext, 'cfb'] as const

export const mediaFileRules = {
  png: { type: 'IMAGE', mime: 'image/png', detected: ['png'] },
  jpg: { type: 'IMAGE', mime: 'image/jpeg', detected: ['jpg'] },
  jpeg: { type: 'IMAGE', mime: 'image/jpeg', detected: ['jpg'] },
  gif: { type: 'IMAGE', mime: 'image/gif', detected: ['gif'] },
  // Stored as JPEG after conversion (browsers other than Safari cannot show HEIC).
  heic: { type: 'IMAGE', mime: 'image/heic', detected: ['heic', 'heif', 'avif'] },
  mp4: { type: 'VIDEO', mime: 'video/mp4', detected: ['mp4', 'm4v', 'mov', 'm4a', '3gp'] },
  avi: { type: 'VIDEO', mime: 'video/x-msvideo', detected: ['avi'] },
  mov: { type: 'VIDEO', mime: 'video/quicktime', detected: ['mov', 'mp4', 'm4v'] },
  webm: { type: 'VIDEO', mime: 'video/webm', detected: ['webm', 'mkv'] },
  mp3: { type: 'AUDIO', mime: 'audio/mpeg', detected: ['mp3', 'mp2', 'mp1'] },
  wav: { type: 'AUDIO', mime: 'audio/wav', detected: ['wav'] },
  m4a: { type: 'AUDIO', mime: 'audio/mp4', detected: ['m4a', 'mp4', 'm4b'] },
  // "m3a" is listed by the spec; it is an MPEG audio file under another name.
  m3a: { type: 'AUDIO', mime: 'audio/mpeg', detected: ['mp3', 'mp2', 'mp1'] },
  flac: { type: 'AUDIO', mime: 'audio/flac', detected: ['flac'] },
  pdf: { type: 'DOCUMENT', mime: 'application/pdf', detected: ['pdf'] },
  // Presentations
  pptx: {
    type: 'DOCUMENT',
    mime: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    detected: ooxml('pptx'),
  },
  ppt: { type: 'DOCUMENT', mime: 'application/vnd.ms-powerpoint', detected: ole('ppt') },
  odp: { type: 'DOCUMENT', mime: 'application/vnd.oasis.opendocument.presentation', detected: ['odp'] },
  // Spreadsheets
  xlsx: {
    type: 'DOCUMENT',
    mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    detected: ooxml('xlsx'),
  },
  xls: { type: 'DOCUMENT', mime: 'application/vnd.ms-excel', detected: ole('xls') },
  ods: { type: 'DOCUMENT', mime: 'application/vnd.oasis.opendocument.spreadsheet', detected: ['ods'] },
  csv: { type: 'DOCUMENT', mime: 'text/csv', detected: [null] },
  // Text documents: not named by the spec, but a school's folder of forms holds them (our choice).
  docx: {
    type: 'DOCUMENT',
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    detected: ooxml('docx'),
  },
  doc: { type: 'DOCUMENT', mime: 'application/msword', detected: ole('doc') },
  odt: { type: 'DOCUMENT', mime: 'application/vnd.oasis.opendocument.text', detected: ['odt'] },
} as const satisfies Record<string, MediaFileRule>

export type MediaExtension = keyof typeof mediaFileRules

/** The lower-case extension of a file name, or '' when it has none. */
export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.')
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase()
}

/** The rule for a file name, by its extension; undefined when the type is not allowed. */
export function mediaFileRuleOf(fileName: string): MediaFileRule | undefined {
  const ext = extensionOf(fileName)
  return Object.hasOwn(mediaFileRules, ext) ? mediaFileRules[ext as MediaExtension] : undefined
}

/** The largest upload for a type (limits table). */
export function uploadMaxBytes(type: MediaType): number {
  return limits.media.uploadMaxBytes[type]
}

/** The `accept` attribute of a file input for the given types. */
export function acceptAttribute(types: readonly MediaType[]): string {
  return Object.entries(mediaFileRules)
    .filter(([, rule]) => types.includes(rule.type))
    .map(([ext]) => `.${ext}`)
    .join(',')
}
