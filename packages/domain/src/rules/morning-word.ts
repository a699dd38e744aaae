import type { DeparturePerson, MorningWordItem } from '../contracts/daily'
import { morningWordItemTypes, type MorningWordItemType } from '../enums/features'
import { temperatureError, type TemperatureMessageKey } from './daily-measures'
import { isOnTimeStep, type TimeMessageKey } from './daily-times'

// Spec 001 §3 (Morning word items), §4 (Morning-word panel: default cards, all fine, invalid items
// dropped) and §5 (item validity, departure exclusivity, temperature). Pure and shared: the drawer
// shows the same verdicts the server applies on save.

const filled = (text: string | null | undefined) => typeof text === 'string' && text.trim() !== ''

/** The four ways of naming who picks the child up (spec 001 §3 Departure). */
export function departurePersonCount(person: Partial<DeparturePerson>): number {
  return [
    filled(person.rawTextPicker),
    Boolean(person.guardianId),
    Boolean(person.contractHolderId),
    Boolean(person.allowedToBringChildId),
  ].filter(Boolean).length
}

/** Spec 001 §5 "Departure is a known person or free text": at most one of them. */
export function departurePersonExclusive(person: Partial<DeparturePerson>): boolean {
  return departurePersonCount(person) <= 1
}

/**
 * Spec 001 §5 "choosing a person clears the text and vice versa": the person after choosing
 * `field` (the others cleared). The drawer calls it on each change.
 */
export function chooseDeparturePerson(field: keyof DeparturePerson, value: string | null): DeparturePerson {
  return {
    rawTextPicker: null,
    guardianId: null,
    contractHolderId: null,
    allowedToBringChildId: null,
    [field]: value,
  }
}

/**
 * Spec 001 §5 morning-word item validity: Food needs quality, quantity or time; Departure needs
 * a name or time; Health needs temperature or comment; Mood needs quality; Note needs a comment;
 * Sleep needs quality or time; Treatment needs a comment. ("A name" is the free text or any of the
 * three known persons.)
 */
export function morningWordItemValid(item: MorningWordItem): boolean {
  switch (item.type) {
    case 'Food':
      return item.quality !== null || item.quantity !== null || item.time !== null
    case 'Departure':
      return departurePersonCount(item) > 0 || item.time !== null
    case 'Health':
      return item.temperature !== null || filled(item.comment)
    case 'Mood':
      return item.quality !== null
    case 'Note':
      return filled(item.comment)
    case 'Sleep':
      return item.quality !== null || item.time !== null
    case 'Treatment':
      return filled(item.comment)
  }
}

export type MorningWordItemError = TemperatureMessageKey | TimeMessageKey | 'departureExclusive'

/**
 * Errors that block the save (the drawer disables submit, the server answers 400), as opposed to
 * an incomplete item, which is dropped: a temperature out of bounds, a time off the 5-minute
 * steps, two ways of naming the pickup person.
 */
export function morningWordItemError(item: MorningWordItem): MorningWordItemError | null {
  if (item.type === 'Health' && item.temperature !== null) return temperatureError(item.temperature)
  if (item.type === 'Departure' && !departurePersonExclusive(item)) return 'departureExclusive'
  if ('time' in item && item.time !== null && !isOnTimeStep(item.time)) return 'timeStep'
  return null
}

/** Spec 001 §4 "With allFine on, Mood items are removed and the Sleep and Food qualities are cleared." */
export function applyAllFine(items: readonly MorningWordItem[]): MorningWordItem[] {
  return items.flatMap((item): MorningWordItem[] => {
    if (item.type === 'Mood') return []
    if (item.type === 'Sleep' || item.type === 'Food') return [{ ...item, quality: null }]
    return [item]
  })
}

/** An empty card of a type (spec 001 §4 "creates default cards from the configuration"). */
export function emptyMorningWordItem(type: MorningWordItemType): MorningWordItem {
  switch (type) {
    case 'Mood':
      return { type, quality: null }
    case 'Food':
      return { type, quality: null, quantity: null, time: null }
    case 'Sleep':
      return { type, quality: null, time: null }
    case 'Departure':
      return {
        type,
        time: null,
        rawTextPicker: null,
        guardianId: null,
        contractHolderId: null,
        allowedToBringChildId: null,
      }
    case 'Health':
      return { type, temperature: null, comment: null }
    case 'Treatment':
      return { type, comment: null }
    case 'Note':
      return { type, comment: null }
  }
}

const typeOrder = (type: MorningWordItemType) => morningWordItemTypes.indexOf(type)

/** Spec 001 §4 default cards: the default types that are also allowed, in the order of §3. */
export function defaultMorningWordItems(config: {
  defaultMorningWordItems: readonly MorningWordItemType[]
  allowedMorningWordItems: readonly MorningWordItemType[]
}): MorningWordItem[] {
  const allowed = new Set(config.allowedMorningWordItems)
  return [...new Set(config.defaultMorningWordItems)]
    .filter((type) => allowed.has(type))
    .sort((a, b) => typeOrder(a) - typeOrder(b))
    .map(emptyMorningWordItem)
}

/** Spec 001 §2 "an 'add' card for remaining types": allowed types without a card yet. */
export function addableMorningWordTypes(
  items: readonly MorningWordItem[],
  allowed: readonly MorningWordItemType[],
): MorningWordItemType[] {
  const present = new Set(items.map((i) => i.type))
  return morningWordItemTypes.filter((type) => allowed.includes(type) && !present.has(type))
}

export interface PreparedMorningWord {
  allFine: boolean
  items: MorningWordItem[]
  /** Types dropped: not allowed by the settings, or failing validity once 'all fine' is applied. */
  dropped: MorningWordItemType[]
}

/**
 * What is saved from the drawer (spec 001 §4): 'all fine' only where the school enables it; its
 * rules applied; items of types the school does not allow, and items failing validity, dropped;
 * one item per type (the caller refuses duplicates); sorted in the order of §3.
 */
export function prepareMorningWord(
  input: { allFine: boolean; items: readonly MorningWordItem[] },
  config: { allFineEnabled: boolean; allowedMorningWordItems: readonly MorningWordItemType[] },
): PreparedMorningWord {
  const allFine = input.allFine && config.allFineEnabled
  const allowed = new Set(config.allowedMorningWordItems)
  const dropped: MorningWordItemType[] = []
  const kept = input.items.filter((item) => {
    if (allowed.has(item.type)) return true
    dropped.push(item.type)
    return false
  })
  const afterAllFine = allFine ? applyAllFine(kept) : kept
  const items = afterAllFine.filter((item) => {
    if (morningWordItemValid(item)) return true
    dropped.push(item.type)
    return false
  })
  // A Mood removed by 'all fine' is the rule at work, not a dropped card: it is not reported.
  items.sort((a, b) => typeOrder(a.type) - typeOrder(b.type))
  return { allFine, items, dropped: dropped.sort((a, b) => typeOrder(a) - typeOrder(b)) }
}

/** Two items of the same type (spec 001 §2 "one card per item type"). */
export function hasDuplicateTypes(items: readonly MorningWordItem[]): boolean {
  return new Set(items.map((i) => i.type)).size !== items.length
}
