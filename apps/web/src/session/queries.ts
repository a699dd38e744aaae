import { queryOptions } from '@tanstack/react-query'
import { contracts } from '@nido/domain/contracts/index'
import type { Me } from '@nido/domain/contracts/me'
import { api } from '../api/client'

// Session-scoped keys hold the user id (STYLE habit 9) and, for terms, the current child.

export function inAppMessagesQuery(me: Me) {
  return queryOptions({
    queryKey: ['session', me.user.id, 'in-app-messages'],
    queryFn: () => api(contracts.inAppMessages.list),
    staleTime: Infinity,
  })
}

/** Spec 001 §4: guardians accept the terms per current child; everyone else for themselves. */
export function termsSubject(me: Me): { childId: string | null } {
  const isGuardian = me.meta.userPermission.profileType === 'GUARDIAN'
  return { childId: isGuardian ? me.current.childId : null }
}

/** The terms that concern the user now (termsSubject). */
export function readTerms(me: Me) {
  const { childId } = termsSubject(me)
  return childId ? api(contracts.terms.readForChild, { params: { childId } }) : api(contracts.terms.read)
}

export function termsQuery(me: Me) {
  return queryOptions({
    queryKey: termsKey(me),
    queryFn: () => readTerms(me),
    staleTime: Infinity,
  })
}

export function termsKey(me: Me) {
  return ['session', me.user.id, 'terms', termsSubject(me)]
}

export function acceptTerms(me: Me) {
  const { childId } = termsSubject(me)
  return childId ? api(contracts.terms.acceptForChild, { params: { childId } }) : api(contracts.terms.accept)
}
