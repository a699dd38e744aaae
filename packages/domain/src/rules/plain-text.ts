// Plain text that people type and others read back: names, titles, search words (docs/security.md
// "Input"). Control characters have no place there: a NUL cannot be stored by PostgreSQL (a
// search with one used to fail with a 500), and the others hide or reorder what is shown. The
// bidirectional embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069) make a name read
// differently from what it is ("Trojan Source"); the marks LRM, RLM and ALM stay allowed, since
// right-to-left names need them and they reorder nothing beyond themselves.

/** C0 controls (tab and line breaks included), DEL and the C1 controls. */
const controlCharacter = /[\u0000-\u001f\u007f-\u009f]/u

/** Bidirectional embeddings, overrides and isolates. */
const bidiControl = /[\u202a-\u202e\u2066-\u2069]/u

/** Whether a text query (search words) holds a control character. */
export function hasControlCharacter(text: string): boolean {
  return controlCharacter.test(text)
}

/** Whether a name or a title holds a control character or a bidirectional override. */
export function isUnsafeName(text: string): boolean {
  return controlCharacter.test(text) || bidiControl.test(text)
}
