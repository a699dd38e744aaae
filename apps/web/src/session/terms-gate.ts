import { skipToken, useQuery } from '@tanstack/react-query'
import type { Me } from '@nido/domain/contracts/me'
import { isOneOf, mainSiteProfiles } from '@nido/domain/access/roles'
import { readTerms, termsKey } from './queries'
import { meQuery } from './session'

// Spec 000 §6: nothing of the main site is usable before its terms are accepted. The page behind
// the terms dialog is drawn, but what it would ask the server for on its own (the scope
// selector's names, the realtime token) waits for the acceptance: those requests were refused
// while the dialog was open and logged as failures (docs/phones.md "Before the terms").

export interface TermsGate {
  /** The terms dialog is due: the user has not accepted the terms that concern them. */
  mustAccept: boolean
  /** The terms are still being read. */
  waiting: boolean
  /** Neither: the site may ask the server for what it shows. */
  settled: boolean
}

/**
 * The terms are the main site's: a super or group admin, who cannot use it, is never stopped by
 * them, and an impersonating admin does not accept terms in the user's name.
 */
export function useTermsGate(me: Me | null | undefined): TermsGate {
  const mainSite = me ? isOneOf(me.meta.userPermission.profileType, mainSiteProfiles) : false
  const terms = useQuery({
    // The key of termsQuery, so that the dialog's acceptance (setQueryData) opens the gate.
    queryKey: me ? termsKey(me) : ['session', null, 'terms'],
    queryFn: me ? () => readTerms(me) : skipToken,
    staleTime: Infinity,
    enabled: mainSite,
  })
  if (!me) return { mustAccept: false, waiting: true, settled: false }
  const mustAccept = Boolean(mainSite && terms.data && !terms.data.validatedCgu && !me.impersonatorId)
  const waiting = mainSite && !terms.data && terms.isPending
  return { mustAccept, waiting, settled: !mustAccept && !waiting }
}

/** The signed-in user's gate, read from the session's own query. */
export function useSignedInTermsGate(): TermsGate {
  const { data: me } = useQuery(meQuery)
  return useTermsGate(me)
}
