import type { DailyEntry } from '../contracts/daily-log'
import { temperatureUnit } from './daily-measures'

/**
 * The words of a care-log entry's data (the kind is shown on its own), as translation parts: the
 * care-log board and the family's Daily card say the same thing, each in its own namespace.
 * `value` names an enumerated value (spec 001 §3 sub-enumerations); `detail` a sentence with its values.
 */
export type EntryDetailPart =
  | { type: 'value'; group: string; value: string }
  | {
      type: 'detail'
      key: 'quantityMl' | 'until' | 'asleep' | 'temperature' | 'pickedUpBy'
      params?: Record<string, string | number>
    }

export function entryDetailParts(data: DailyEntry['data']): EntryDetailPart[] {
  const value = (group: string, v: string): EntryDetailPart => ({ type: 'value', group, value: v })
  switch (data.kind) {
    case 'meal':
      return [value('mealType', data.mealType), value('mealQuantity', data.quantity)]
    case 'bottle':
      return [
        value('bottleContent', data.content),
        { type: 'detail', key: 'quantityMl', params: { value: data.quantityMl } },
      ]
    case 'soup':
      return [value('mealQuantity', data.quantity)]
    case 'changes':
      return [value('changeType', data.changeType), value('stool', data.stool)]
    case 'heals':
      return [value('careType', data.careType)]
    case 'nap':
      return [
        data.endTime
          ? { type: 'detail', key: 'until', params: { time: data.endTime } }
          : { type: 'detail', key: 'asleep' },
      ]
    case 'mood':
      return [value('mood', data.mood)]
    case 'activities':
      return data.activities.map((a) => value('activity', a))
    case 'drug':
      return data.medication ? [value('medication', data.medication)] : []
    case 'temperature':
      return [
        {
          type: 'detail',
          key: 'temperature',
          params: { value: data.value, unit: temperatureUnit(data.value) },
        },
      ]
    case 'to-bring':
      return data.items.map((i) => value('toBring', i))
    case 'forgotten':
      return data.items.map((i) => value('clothing', i))
    case 'departure':
      return data.pickedUpBy ? [{ type: 'detail', key: 'pickedUpBy', params: { name: data.pickedUpBy } }] : []
    default:
      return []
  }
}
