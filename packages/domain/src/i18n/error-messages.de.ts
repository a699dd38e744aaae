import type { ErrorCode } from '../errors'

// German translation of error-messages.en.ts (spec 000 §1).
export const de = {
  NETWORK_ERROR:
    'Das Netzwerk ist nicht erreichbar. Bitte prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
  EMPTY_SHARINGS_SCOPE: 'Wählen Sie vor dem Senden mindestens einen Empfänger aus.',
  EMAIL_ALREADY_USED: 'Diese E-Mail-Adresse wird bereits von einem anderen Konto verwendet.',
  EMAIL_ALREADY_EXISTS: 'Diese E-Mail-Adresse ist bereits vorhanden.',
  STORE_DELIVERY_WRONG_CITY: 'In diese Stadt ist keine Lieferung möglich.',
  INVALID_RECAPTCHA: 'Die Anti-Bot-Prüfung ist fehlgeschlagen. Bitte versuchen Sie es erneut.',
  NEWS_NOT_MODERABLE: 'Diese Neuigkeit kann nicht moderiert werden.',
  FORBIDDEN_BY_FEATURE_SETTINGS: 'Diese Funktion ist für Ihre Schule deaktiviert.',
  PHONE_NUMBER_INVALID: 'Diese Telefonnummer ist ungültig.',
  MISSING_REQUIRED_CONTRACTOR_DATA: 'Einige Pflichtangaben zum Vertragsinhaber fehlen.',
  RESOURCE_ATTACHMENT_NOT_SUPPORTED: 'Diese Art von Anhang wird hier nicht unterstützt.',
  TOO_MANY_REQUESTS: 'Zu viele Versuche. Bitte warten Sie einige Minuten und versuchen Sie es erneut.',
  FORBIDDEN_OBSERVER: 'Beobachter können alles ansehen, aber nichts ändern.',
  CANNOT_USE_CHAT: 'Sie können den Chat nicht verwenden.',
  CHAT_DISABLED_AND_LOCKED: 'Der Chat ist deaktiviert und gesperrt.',
  CHAT_NOT_ENABLED_BY_SCOPE: 'Der Chat ist für diese Schule nicht aktiviert.',
  INVALID_USER: 'Ihr Konto ist nicht mehr aktiv.',
  FORBIDDEN: 'Dazu sind Sie nicht berechtigt.',
  VALIDATION_ERROR: 'Einige Felder fehlen oder sind ungültig.',
  UNAUTHENTICATED: 'Bitte melden Sie sich an.',
  INVALID_CREDENTIALS: 'E-Mail-Adresse oder Passwort ist falsch.',
  NOT_FOUND: 'Diese Seite oder dieses Element existiert nicht, oder Sie haben keinen Zugriff darauf.',
  CONFLICT: 'Dies wurde inzwischen geändert. Bitte laden Sie die Seite neu und versuchen Sie es noch einmal.',
  PAYLOAD_TOO_LARGE: 'Das ist zu groß.',
  SCOPE_NOT_ALLOWED: 'Sie können nicht zu dieser Schule oder diesem Kind wechseln.',
  TOO_MANY_IDS: 'Es wurden zu viele Elemente auf einmal angefordert.',
  INTERNAL_ERROR: 'Bei uns ist etwas schiefgelaufen. Bitte versuchen Sie es später erneut.',
} as const satisfies Record<ErrorCode, string>
