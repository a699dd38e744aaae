import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import type { AltchaWidgetElement } from 'altcha/types/generic'
import type {} from 'altcha/types/react'
// The build without inlined workers: its worker is a file of this origin, as the CSP's worker-src
// 'self' wants (docs/security.md "Headers"), not a blob.
import 'altcha/external'
import 'altcha/altcha.css'
import Pbkdf2Worker from 'altcha/workers/pbkdf2?worker'
import './i18n'

// The ALTCHA widget of a public form (docs/anti-bot.md, decision 0060): it fetches a challenge
// from our own route, solves it in a web worker (PBKDF2/SHA-256, what the server issues) as soon
// as the page opens, and hands the payload up. Loaded with React.lazy by the public survey page
// only, so no other page downloads it (docs/web-weight.md).

$altcha.algorithms.set('PBKDF2/SHA-256', () => new Pbkdf2Worker())

/** The widget's texts, from our translations, under the widget's language key. */
const widgetLanguage = 'nido'

interface Props {
  /** The payload once solved; null when it expires, fails or is reset. */
  onPayload: (payload: string | null) => void
  /** Changed by the page to ask for a new solution (one is spent by every sending). */
  round: number
}

export default function AntiBotWidget({ onPayload, round }: Props) {
  const { t, i18n } = useTranslation('advisorPublic')
  const ref = useRef<AltchaWidgetElement>(null)
  const onPayloadRef = useRef(onPayload)
  onPayloadRef.current = onPayload

  useEffect(() => {
    const widget = ref.current
    if (!widget) return
    $altcha.i18n.set(widgetLanguage, {
      label: t('antiBot.label'),
      verify: t('antiBot.verify'),
      verifying: t('antiBot.verifying'),
      verified: t('antiBot.verified'),
      verificationRequired: t('antiBot.required'),
      waitAlert: t('antiBot.verifying'),
      error: t('antiBot.error'),
      expired: t('antiBot.expired'),
      reload: t('antiBot.reload'),
      footer: t('antiBot.footer'),
      ariaLinkLabel: t('antiBot.footer'),
      loading: t('antiBot.verifying'),
      enterCode: '',
      enterCodeAria: '',
      getAudioChallenge: '',
    })
    void widget.configure({
      challenge: '/api/v1/anti-bot/challenge',
      auto: 'onload',
      language: widgetLanguage,
      hideFooter: true,
      humanInteractionSignature: false,
    })
    const changed = (event: Event) => {
      const detail = (event as CustomEvent<{ state: string; payload?: string }>).detail
      onPayloadRef.current(detail.state === 'verified' && detail.payload ? detail.payload : null)
    }
    widget.addEventListener('statechange', changed)
    return () => widget.removeEventListener('statechange', changed)
  }, [t, i18n.language])

  useEffect(() => {
    // A new round: the spent solution is dropped and a fresh challenge solved.
    if (round === 0) return
    const widget = ref.current
    if (!widget) return
    onPayloadRef.current(null)
    widget.reset()
    void widget.verify()
  }, [round])

  return <altcha-widget ref={ref} />
}
