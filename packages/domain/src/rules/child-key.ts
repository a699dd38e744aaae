// Spec 001 §5 "Child key" and §9: a key is 8 characters, each a letter, digit or underscore. The
// dialog shows one box per character; a pasted key is split across the boxes; input is lowercased
// (the spec's "unless a flag says otherwise": Nido has no such flag, keys are stored lowercase).

export const childKeyLength = 8

const keyCharacter = /^[A-Za-z0-9_]$/
const wholeKey = new RegExp(`^[A-Za-z0-9_]{${childKeyLength}}$`)

/** One character a key may hold: a letter (a–z, A–Z), a digit or an underscore. */
export function isChildKeyCharacter(character: string): boolean {
  return keyCharacter.test(character)
}

/** A whole key, in any case: exactly 8 letters, digits or underscores. */
export function isChildKey(value: string): boolean {
  return wholeKey.test(value)
}

/** The form a key is stored and compared in: trimmed and lowercase. */
export function normalizeChildKey(value: string): string {
  return value.trim().toLowerCase()
}

/** The 8 boxes of an empty key. */
export function emptyChildKeyBoxes(): string[] {
  return Array.from({ length: childKeyLength }, () => '')
}

/**
 * Text typed or pasted into box `index`: its characters fill that box and the following ones (one
 * character each, lowercased; spaces and line breaks around a pasted key are dropped), the boxes
 * before are kept. `focus` is the box to move to: the one after the last filled, or the last box.
 * Empty text clears the box and keeps the focus there (Backspace is handled by the caller).
 */
export function typeIntoChildKeyBoxes(
  boxes: readonly string[],
  index: number,
  text: string,
): { boxes: string[]; focus: number } {
  const next = Array.from({ length: childKeyLength }, (_, i) => boxes[i] ?? '')
  const characters = [...text.replace(/\s+/g, '').toLowerCase()]
  if (characters.length === 0) {
    next[index] = ''
    return { boxes: next, focus: index }
  }
  let at = index
  for (const character of characters) {
    if (at >= childKeyLength) break
    next[at] = character
    at++
  }
  return { boxes: next, focus: Math.min(at, childKeyLength - 1) }
}

/** The boxes holding a character a key may not contain (spec 001 §5: shows a message, disables next). */
export function invalidChildKeyBoxes(boxes: readonly string[]): number[] {
  return boxes.flatMap((b, i) => (b !== '' && !isChildKeyCharacter(b) ? [i] : []))
}

/** The key the boxes spell, or null while one is empty or holds a character a key may not contain. */
export function childKeyOfBoxes(boxes: readonly string[]): string | null {
  const key = boxes.join('')
  return boxes.length === childKeyLength && boxes.every((b) => b.length === 1) && isChildKey(key)
    ? normalizeChildKey(key)
    : null
}
