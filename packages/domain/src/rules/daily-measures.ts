import { limits } from '../limits'

// Spec 001 §5 (temperature, bottle quantity) and §9 (unit switch at 50, bounds 34/42/93/108, at
// most one decimal, bottle step 10 mL). Pure: the web shows the message of the key returned, the
// server refuses the same values (VALIDATION_ERROR with the key in details.messageKey).

/** Spec 001 §9 "temperature unit switch at 50". */
export const temperatureUnitSwitch = 50
/** Spec 001 §9 "temperature bounds 34, 42, 93, 108". */
export const temperatureBounds = { celsiusMin: 34, celsiusMax: 42, fahrenheitMin: 93, fahrenheitMax: 108 }
/** Spec 001 §9 "bottle step 10 mL" (the input's step; any whole number is accepted). */
export const bottleStepMl = 10

export type TemperatureUnit = 'C' | 'F'

/** Spec 001 §5 "unit shown is °F above 50, otherwise °C". */
export function temperatureUnit(value: number): TemperatureUnit {
  return value > temperatureUnitSwitch ? 'F' : 'C'
}

export type TemperatureMessageKey =
  'temperatureCelsius' | 'temperatureFahrenheit' | 'temperatureCelsiusOrFahrenheit' | 'temperatureDecimal'

/** At most one decimal, tolerant of binary floating point (36.6 * 10 is 366.00000000000006). */
export function hasAtMostOneDecimal(value: number): boolean {
  const tenths = value * 10
  return Math.abs(tenths - Math.round(tenths)) < 1e-9
}

/**
 * Spec 001 §5: below 34 the Celsius error; above 108 the Fahrenheit error; between 42 and 93
 * exclusive the Celsius-or-Fahrenheit error (the value cannot be told apart as °C or °F); more
 * than one decimal the decimal error. A range error wins over the decimal one: fixing the range
 * is what the user must do first. Null when valid.
 */
export function temperatureError(value: number): TemperatureMessageKey | null {
  if (!Number.isFinite(value) || value < temperatureBounds.celsiusMin) return 'temperatureCelsius'
  if (value > temperatureBounds.fahrenheitMax) return 'temperatureFahrenheit'
  if (value > temperatureBounds.celsiusMax && value < temperatureBounds.fahrenheitMin)
    return 'temperatureCelsiusOrFahrenheit'
  if (!hasAtMostOneDecimal(value)) return 'temperatureDecimal'
  return null
}

export type BottleMessageKey = 'bottleRequired' | 'bottleMin' | 'bottleMax'

/**
 * Spec 001 §5 "Bottle quantity: number, step 10, min 0, max from limits; empty or over the maximum
 * is an error; value truncated to an integer; a message states the maximum". The value is
 * truncated before the bounds are checked, so 500.7 is 500 and passes.
 */
export function bottleQuantityError(
  value: number | null | undefined,
  max: number = limits.daily.bottleQuantityMaxMl,
): BottleMessageKey | null {
  if (value === null || value === undefined || !Number.isFinite(value)) return 'bottleRequired'
  const whole = Math.trunc(value)
  if (whole < 0) return 'bottleMin'
  if (whole > max) return 'bottleMax'
  return null
}

/** Spec 001 §5 "value truncated to an integer". */
export function normalizeBottleQuantity(value: number): number {
  return Math.trunc(value)
}
