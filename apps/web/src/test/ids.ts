import type { AnyId } from '@nido/domain/ids'

/**
 * Test fixtures only: a literal id typed as the branded kind the contract gives it (decision
 * 0013). Application code receives branded ids from answers and never makes one from a string.
 */
export const testId = <T extends AnyId>(value: string): T => value as T
