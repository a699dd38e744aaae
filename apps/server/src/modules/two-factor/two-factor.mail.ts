import { parseLanguage, type Language } from '@nido/domain/i18n/languages'
import type { Queryable } from '../../db/client'
import { enqueueMail } from '../../platform/mail'

// The two-factor e-mail code, in the recipient's language (English when theirs is unknown).
const texts: Record<Language, { subject: string; body: (code: string, minutes: number) => string }> = {
  en: {
    subject: 'Your sign-in code',
    body: (code, m) =>
      `Your code is ${code}. It is valid for ${m} minutes.\n\nIf you did not ask for it, change your password.`,
  },
  fr: {
    subject: 'Votre code de connexion',
    body: (code, m) =>
      `Votre code est ${code}. Il est valable ${m} minutes.\n\nSi vous ne l'avez pas demandé, changez votre mot de passe.`,
  },
  nl_BE: {
    subject: 'Je aanmeldcode',
    body: (code, m) =>
      `Je code is ${code}. Hij is ${m} minuten geldig.\n\nHeb je hem niet aangevraagd? Wijzig dan je wachtwoord.`,
  },
  de: {
    subject: 'Ihr Anmeldecode',
    body: (code, m) =>
      `Ihr Code lautet ${code}. Er ist ${m} Minuten gültig.\n\nWenn Sie ihn nicht angefordert haben, ändern Sie Ihr Passwort.`,
  },
  it: {
    subject: 'Il tuo codice di accesso',
    body: (code, m) =>
      `Il tuo codice è ${code}. È valido per ${m} minuti.\n\nSe non l'hai richiesto, cambia la password.`,
  },
  pt: {
    subject: 'O seu código de início de sessão',
    body: (code, m) =>
      `O seu código é ${code}. É válido durante ${m} minutos.\n\nSe não o pediu, altere a sua palavra-passe.`,
  },
  es: {
    subject: 'Tu código de inicio de sesión',
    body: (code, m) =>
      `Tu código es ${code}. Es válido durante ${m} minutos.\n\nSi no lo has pedido, cambia tu contraseña.`,
  },
}

export async function enqueueEmailCode(
  tx: Queryable,
  to: { email: string; language: string },
  code: string,
  validMinutes: number,
): Promise<void> {
  const language = parseLanguage(to.language) ?? 'en'
  const text = texts[language]
  await enqueueMail(tx, {
    to: to.email,
    subject: text.subject,
    text: text.body(code, validMinutes),
    language,
    template: 'email-code',
  })
}
