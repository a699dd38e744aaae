import type { ActorScope } from './actor'

// Spec 000 §5–6 and 001 §6: observers are read-only everywhere; a write (check-in included) answers
// FORBIDDEN_OBSERVER. Choosing a scope or dismissing a message is not a write (see actions.ts).

export function mayWrite(actor: Pick<ActorScope, 'observer'>): boolean {
  return !actor.observer
}
