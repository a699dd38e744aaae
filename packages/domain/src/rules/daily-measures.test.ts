import { describe, expect, it } from 'vitest'
import {
  bottleQuantityError,
  hasAtMostOneDecimal,
  normalizeBottleQuantity,
  temperatureError,
  temperatureUnit,
} from './daily-measures'

describe('temperatureUnit (spec 001 §5 "°F above 50, otherwise °C")', () => {
  it.each([
    [36.6, 'C'],
    [50, 'C'],
    [50.1, 'F'],
    [98.6, 'F'],
  ] as const)('%s → %s', (value, unit) => {
    expect(temperatureUnit(value)).toBe(unit)
  })
})

describe('temperatureError (spec 001 §5 and §9 bounds 34, 42, 93, 108, one decimal)', () => {
  it.each([
    // below 34: the Celsius error
    [33.9, 'temperatureCelsius'],
    [0, 'temperatureCelsius'],
    [-5, 'temperatureCelsius'],
    [Number.NaN, 'temperatureCelsius'],
    [34, null],
    [36.6, null],
    [42, null],
    // between 42 and 93 exclusive: cannot tell °C from °F
    [42.1, 'temperatureCelsiusOrFahrenheit'],
    [50, 'temperatureCelsiusOrFahrenheit'],
    [92.9, 'temperatureCelsiusOrFahrenheit'],
    [93, null],
    [98.6, null],
    [108, null],
    // above 108: the Fahrenheit error
    [108.1, 'temperatureFahrenheit'],
    [150, 'temperatureFahrenheit'],
    // more than one decimal
    [36.65, 'temperatureDecimal'],
    [100.25, 'temperatureDecimal'],
    // a range error wins over the decimal one
    [33.55, 'temperatureCelsius'],
    [60.55, 'temperatureCelsiusOrFahrenheit'],
  ] as const)('%s → %s', (value, key) => {
    expect(temperatureError(value)).toBe(key)
  })

  it.each([36.6, 37.1, 38.3, 99.9, 101.7, 40])('%s has at most one decimal despite binary floats', (v) => {
    expect(hasAtMostOneDecimal(v)).toBe(true)
  })
})

describe('bottleQuantityError (spec 001 §5: step 10, min 0, max from limits, truncated)', () => {
  it.each([
    [null, 'bottleRequired'],
    [undefined, 'bottleRequired'],
    [Number.NaN, 'bottleRequired'],
    [-10, 'bottleMin'],
    [-0.5, null],
    [0, null],
    [150, null],
    [155, null],
    [500, null],
    [500.9, null],
    [501, 'bottleMax'],
    [510, 'bottleMax'],
  ] as const)('%s → %s', (value, key) => {
    expect(bottleQuantityError(value)).toBe(key)
  })

  it('takes the maximum as a parameter', () => {
    expect(bottleQuantityError(260, 250)).toBe('bottleMax')
    expect(bottleQuantityError(250, 250)).toBeNull()
  })

  it.each([
    [120.9, 120],
    [0.4, 0],
    [90, 90],
  ])('%s is truncated to %s', (value, whole) => {
    expect(normalizeBottleQuantity(value)).toBe(whole)
  })
})
