import type {
  CheckInUpdate,
  DeparturePerson,
  MorningWordItem,
  MorningWordUpdate,
} from '@nido/domain/contracts/daily'
import { morningWordItemTypes, type MorningWordItemType } from '@nido/domain/enums/features'
import {
  bottleQuantityError,
  normalizeBottleQuantity,
  temperatureError,
} from '@nido/domain/rules/daily-measures'
import { checkInTimesError, isOnTimeStep } from '@nido/domain/rules/daily-times'
import {
  addableMorningWordTypes,
  applyAllFine,
  departurePersonCount,
  departurePersonExclusive,
  emptyMorningWordItem,
  prepareMorningWord,
} from '@nido/domain/rules/morning-word'

// The state of the morning-word panel (spec 001 §4) and its verdicts (spec 001 §5), kept out of
// the component so the rules read in one place and are tested without a browser.

/** What the panel shows (spec 001 §2, §4). */
export interface PanelConfig {
  /** Arrival and departure pickers: the guardian panel, modes All or CheckIn. */
  timePickers: boolean
  /** The cards: modes MorningWord or All. */
  morningWordEnabled: boolean
  allFineEnabled: boolean
  allowedItems: readonly MorningWordItemType[]
}

export interface PanelInitial {
  allFine: boolean
  items: readonly MorningWordItem[]
  arrival: string | null
  departure: string | null
  pickup: DeparturePerson | null
  /** A morning word was saved before (else the items are the default cards). */
  morningWordExists: boolean
}

/** Raw text of the number fields, so "36." or "" can be typed before it is a number. */
export interface NumberDrafts {
  temperature: string
  quantity: string
}

export interface PanelState {
  allFine: boolean
  items: MorningWordItem[]
  arrival: string | null
  departure: string | null
  drafts: NumberDrafts
}

export type ErrorKey =
  | 'temperatureCelsius'
  | 'temperatureFahrenheit'
  | 'temperatureCelsiusOrFahrenheit'
  | 'temperatureDecimal'
  | 'notANumber'
  | 'bottleMin'
  | 'bottleMax'
  | 'timeStep'
  | 'arrivalAfterDeparture'
  | 'departureExclusive'

export interface CardErrors {
  temperature?: ErrorKey
  quantity?: ErrorKey
  time?: ErrorKey
  person?: ErrorKey
}

export interface PanelErrors {
  arrival?: ErrorKey
  departure?: ErrorKey
  cards: Partial<Record<MorningWordItemType, CardErrors>>
}

const order = (type: MorningWordItemType) => morningWordItemTypes.indexOf(type)
const sorted = (items: MorningWordItem[]) => [...items].sort((a, b) => order(a.type) - order(b.type))

/**
 * Spec 001 §4 on open: the existing word or the default cards (given by the caller), keeping the
 * types the school allows; "when there is no arrival or departure, arrival defaults to the current
 * time" (on the guardian panel, where the pickers are).
 */
export function initialState(initial: PanelInitial, config: PanelConfig, defaultArrival: string): PanelState {
  const allowed = new Set(config.allowedItems)
  const items = sorted(initial.items.filter((item) => allowed.has(item.type)))
  const health = items.find((i) => i.type === 'Health')
  const food = items.find((i) => i.type === 'Food')
  const noTimes = initial.arrival === null && initial.departure === null
  return {
    allFine: config.allFineEnabled && initial.allFine,
    items,
    arrival: config.timePickers && noTimes ? defaultArrival : initial.arrival,
    departure: initial.departure,
    drafts: {
      temperature: health?.temperature != null ? String(health.temperature) : '',
      quantity: food?.quantity != null ? String(food.quantity) : '',
    },
  }
}

/** Spec 001 §4 "With allFine on, Mood items are removed and the Sleep and Food qualities are cleared." */
export function setAllFine(state: PanelState, allFine: boolean): PanelState {
  return { ...state, allFine, items: allFine ? applyAllFine(state.items) : state.items }
}

/** Spec 001 §2 "an 'add' card for remaining types" (no Mood while 'all fine' removes it). */
export function addableTypes(state: PanelState, config: PanelConfig): MorningWordItemType[] {
  return addableMorningWordTypes(state.items, config.allowedItems).filter(
    (type) => !(state.allFine && type === 'Mood'),
  )
}

export function addCard(state: PanelState, type: MorningWordItemType): PanelState {
  if (state.items.some((i) => i.type === type)) return state
  return { ...state, items: sorted([...state.items, emptyMorningWordItem(type)]) }
}

export function removeCard(state: PanelState, type: MorningWordItemType): PanelState {
  const drafts = { ...state.drafts }
  if (type === 'Health') drafts.temperature = ''
  if (type === 'Food') drafts.quantity = ''
  return { ...state, items: state.items.filter((i) => i.type !== type), drafts }
}

export function replaceCard(state: PanelState, item: MorningWordItem): PanelState {
  return { ...state, items: state.items.map((i) => (i.type === item.type ? item : i)) }
}

/** A number field's text: kept as typed, and its value set on the card when it is a number. */
export function setDraft(state: PanelState, field: keyof NumberDrafts, text: string): PanelState {
  const drafts = { ...state.drafts, [field]: text }
  const value = text.trim() === '' ? null : Number(text)
  const number = value !== null && Number.isFinite(value) ? value : null
  const items = state.items.map((item): MorningWordItem => {
    if (field === 'temperature' && item.type === 'Health') return { ...item, temperature: number }
    if (field === 'quantity' && item.type === 'Food')
      // Spec 001 §5 "value truncated to an integer".
      return { ...item, quantity: number === null ? null : normalizeBottleQuantity(number) }
    return item
  })
  return { ...state, drafts, items }
}

function numberText(text: string): number | 'nan' | null {
  if (text.trim() === '') return null
  const value = Number(text)
  return Number.isFinite(value) ? value : 'nan'
}

/** Every message of spec 001 §5 that blocks the save (incomplete cards are dropped instead). */
export function panelErrors(state: PanelState, config: PanelConfig): PanelErrors {
  const errors: PanelErrors = { cards: {} }
  if (config.timePickers) {
    const times = checkInTimesError(state.arrival, state.departure)
    if (state.arrival !== null && !isOnTimeStep(state.arrival)) errors.arrival = 'timeStep'
    if (state.departure !== null && !isOnTimeStep(state.departure)) errors.departure = 'timeStep'
    else if (times === 'arrivalAfterDeparture') errors.departure = 'arrivalAfterDeparture'
  }
  if (!config.morningWordEnabled) return errors
  for (const item of state.items) {
    const card: CardErrors = {}
    if ('time' in item && item.time !== null && !isOnTimeStep(item.time)) card.time = 'timeStep'
    if (item.type === 'Health') {
      const value = numberText(state.drafts.temperature)
      if (value === 'nan') card.temperature = 'notANumber'
      else if (value !== null) {
        const error = temperatureError(value)
        if (error) card.temperature = error
      }
    }
    if (item.type === 'Food') {
      const value = numberText(state.drafts.quantity)
      if (value === 'nan') card.quantity = 'notANumber'
      else if (value !== null) {
        // An empty quantity is fine here: a meal card needs a quality, a quantity or a time.
        const error = bottleQuantityError(value)
        if (error === 'bottleMin' || error === 'bottleMax') card.quantity = error
      }
    }
    if (item.type === 'Departure' && !departurePersonExclusive(item)) card.person = 'departureExclusive'
    if (Object.keys(card).length > 0) errors.cards[item.type] = card
  }
  return errors
}

export function hasErrors(errors: PanelErrors): boolean {
  return Boolean(errors.arrival || errors.departure || Object.keys(errors.cards).length > 0)
}

const snapshot = (s: { allFine: boolean; items: readonly MorningWordItem[] }) =>
  JSON.stringify({ allFine: s.allFine, items: sorted([...s.items]) })

export interface PanelSave {
  checkIn: CheckInUpdate | null
  morningWord: MorningWordUpdate | null
}

/**
 * Spec 001 §4 "Saving emits an update with the check-in (if time pickers are shown) and the
 * morning word (if enabled). Items failing validity are dropped." Null when nothing changed since
 * the panel opened (closing it then saves nothing). A word never saved and left untouched is not
 * sent: it would record an empty morning word for a child whose family said nothing.
 */
export function panelSave(state: PanelState, initial: PanelInitial, config: PanelConfig): PanelSave | null {
  const wordChanged = config.morningWordEnabled && snapshot(state) !== snapshot(initial)
  const timesChanged =
    config.timePickers && (state.arrival !== initial.arrival || state.departure !== initial.departure)
  if (!wordChanged && !timesChanged) return null
  const prepared = prepareMorningWord(
    { allFine: state.allFine, items: state.items },
    { allFineEnabled: config.allFineEnabled, allowedMorningWordItems: config.allowedItems },
  )
  const departure = prepared.items.find((i) => i.type === 'Departure')
  const pickup: DeparturePerson | null =
    departure && departurePersonCount(departure) > 0
      ? {
          rawTextPicker: departure.rawTextPicker,
          guardianId: departure.guardianId,
          contractHolderId: departure.contractHolderId,
          allowedToBringChildId: departure.allowedToBringChildId,
        }
      : initial.pickup
  return {
    checkIn: config.timePickers ? { arrival: state.arrival, departure: state.departure, pickup } : null,
    morningWord:
      config.morningWordEnabled && (wordChanged || initial.morningWordExists)
        ? { allFine: prepared.allFine, items: prepared.items }
        : null,
  }
}
