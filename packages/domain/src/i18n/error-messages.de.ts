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
  FORBIDDEN_BY_ACCESS_LEVEL: 'Ihre Zugriffsstufe erlaubt dies nicht.',
  FORBIDDEN_OBSERVER: 'Beobachter können alles ansehen, aber nichts ändern.',
  CANNOT_USE_CHAT: 'Sie können den Chat nicht verwenden.',
  CHAT_DISABLED_AND_LOCKED: 'Der Chat ist deaktiviert und gesperrt.',
  CHAT_NOT_ENABLED_BY_SCOPE: 'Der Chat ist für diese Schule nicht aktiviert.',
  INVALID_USER: 'Ihr Konto ist nicht mehr aktiv.',
  FORBIDDEN: 'Dazu sind Sie nicht berechtigt.',
  VALIDATION_ERROR: 'Einige Felder fehlen oder sind ungültig.',
  UNAUTHENTICATED: 'Bitte melden Sie sich an.',
  INVALID_CREDENTIALS: 'E-Mail-Adresse oder Passwort ist falsch.',
  EXTERNAL_IDENTITY_STATE_INVALID:
    'Dieser Anmeldelink ist nicht mehr gültig. Bitte beginnen Sie erneut auf der Anmeldeseite.',
  EXTERNAL_IDENTITY_REJECTED:
    'Der Identitätsanbieter hat Ihre Anmeldung nicht bestätigt. Bitte versuchen Sie es erneut.',
  EXTERNAL_IDENTITY_EMAIL_NOT_VERIFIED:
    'Ihr Identitätsanbieter bestätigt Ihre E-Mail-Adresse nicht, daher kann sie keinem Konto zugeordnet werden.',
  EXTERNAL_IDENTITY_NO_ACCOUNT:
    'Kein aktives Konto passt zu dieser Identität. Bitten Sie Ihre Einrichtung, Sie mit dieser E-Mail-Adresse einzuladen.',
  EXTERNAL_IDENTITY_PROVIDER_UNAVAILABLE:
    'Der Identitätsanbieter ist derzeit nicht erreichbar. Bitte versuchen Sie es später erneut.',
  NOT_FOUND: 'Diese Seite oder dieses Element existiert nicht, oder Sie haben keinen Zugriff darauf.',
  CONFLICT: 'Dies wurde inzwischen geändert. Bitte laden Sie die Seite neu und versuchen Sie es noch einmal.',
  POLL_CLOSED: 'Diese Umfrage ist geschlossen: Stimmen werden nicht mehr angenommen.',
  DAILY_ENTRY_NOT_EDITABLE: 'Ein Tagebucheintrag kann nur am selben Tag geändert oder gelöscht werden.',
  PAYLOAD_TOO_LARGE: 'Das ist zu groß.',
  STORAGE_QUOTA_EXCEEDED:
    'Für diese Datei ist kein Platz mehr: Der Speicherplatz ist voll. Löschen Sie einige Dateien oder wenden Sie sich an die Einrichtung.',
  UPLOAD_RATE_LIMITED:
    'Sie haben in kurzer Zeit zu viele Dateien gesendet. Bitte warten Sie etwas und versuchen Sie es erneut.',
  UNSUPPORTED_CONTENT_TYPE: 'Diese Anfrage wurde in einer Form gesendet, die der Server nicht annimmt.',
  CROSS_SITE_REQUEST: 'Diese Anfrage kam von einer anderen Website und wurde abgelehnt.',
  MEDIA_TYPE_NOT_ALLOWED: 'Dieser Dateityp kann nicht hochgeladen werden.',
  MEDIA_CONTENT_MISMATCH: 'Der Inhalt dieser Datei passt nicht zu ihrer Endung.',
  SCOPE_NOT_ALLOWED: 'Sie können nicht zu dieser Schule oder diesem Kind wechseln.',
  TOO_MANY_IDS: 'Es wurden zu viele Elemente auf einmal angefordert.',
  PHOTO_CONSENT_WITHHELD:
    'Für ein Kind auf diesen Fotos liegt keine Fotoeinwilligung vor: Es darf nicht markiert oder außerhalb seiner Familie geteilt werden.',
  TWO_FACTOR_CODE_INVALID: 'Der Code ist falsch oder abgelaufen.',
  TWO_FACTOR_CHALLENGE_EXPIRED: 'Dieser Anmeldeschritt ist abgelaufen. Bitte melden Sie sich erneut an.',
  LINK_INVALID:
    'Dieser Link ist nicht mehr gültig: Er ist abgelaufen oder wurde bereits verwendet. Bitte fordern Sie einen neuen an.',
  SIGN_IN_LINK_NOT_ALLOWED:
    'Dieses Konto verwendet die Anmeldung in zwei Schritten: Bitte melden Sie sich mit Ihrem Passwort an.',
  ACCOUNT_ALREADY_ACTIVATED:
    'Diese Person hat ihr Konto bereits aktiviert: Sie kann sich anmelden oder ihr Passwort zurücksetzen, wenn sie es vergessen hat.',
  USER_HAS_NO_EMAIL: 'Diese Person hat keine E-Mail-Adresse: Fügen Sie zuerst eine hinzu.',
  SETUP_TOKEN_INVALID:
    'Dieser Einrichtungslink ist ungültig: Er ist falsch oder die Installation wurde bereits eingerichtet. Verwenden Sie den Link, den der Server beim Start ausgegeben hat.',
  CHECK_IN_CLOSED:
    'Die Einrichtung ist gerade geschlossen: Einchecken ist nur während der Öffnungszeiten möglich.',
  STAFF_CODE_INVALID: 'Dieser Code gehört zu keinem Teammitglied. Bitte versuchen Sie es erneut.',
  STAFF_CODE_TAKEN: 'Dieser Code ist bereits vergeben: Bitte wählen Sie einen anderen.',
  CHILD_KEY_INVALID:
    'Dieser Schlüssel passt zu keinem Kind. Prüfen Sie die 8 Zeichen und versuchen Sie es erneut.',
  CHILD_ALREADY_LINKED: 'Dieses Kind ist bereits mit Ihrem Konto verknüpft.',
  LAST_REFERENT_GUARDIAN:
    'Sie sind die letzte Bezugsperson dieses Kindes: Bitten Sie die Einrichtung, zuerst eine andere zu benennen.',
  SECTION_ARCHIVED:
    'Diese Gruppe ist archiviert: Sie kann nicht mehr geändert werden und keine neuen Mitglieder aufnehmen.',
  CHILD_ARCHIVED: 'Dieses Kind ist archiviert: Stellen Sie es zuerst wieder her.',
  GUARDIAN_ACCOUNT_NOT_FOUND: 'Kein Elternkonto verwendet diese E-Mail-Adresse.',
  SECTION_NAME_TAKEN: 'Eine andere Gruppe dieser Einrichtung trägt bereits diesen Namen.',
  IMPORT_INVALID_FILE: 'Die Datei konnte nicht als CSV gelesen werden, oder eine Pflichtspalte fehlt.',
  TOO_MANY_INVITATIONS:
    'Sie haben heute zu viele Einladungen für dieses Kind gesendet. Bitte versuchen Sie es morgen erneut.',
  IMPERSONATION_READ_ONLY:
    'Nicht möglich, solange Sie als jemand anderes angemeldet sind: Diese Sitzung dient nur zum Lesen und zur Unterstützung.',
  PROOF_OF_WORK_REQUIRED:
    'Zu viele fehlgeschlagene Anmeldungen: Ihr Browser muss zuerst eine kurze Prüfung lösen.',
  ADVISOR_CAMPAIGN_LOCKED:
    'Diese Umfrage hat bereits Antworten: Anonymität und Fragen können nicht mehr geändert werden.',
  ADVISOR_STATUS_TRANSITION: 'Diese Umfrage kann nicht in diesen Status wechseln.',
  ADVISOR_CAMPAIGN_NOT_OPEN: 'Diese Umfrage nimmt keine Antworten an.',
  ADVISOR_ALREADY_ANSWERED: 'Sie haben diese Umfrage bereits beantwortet.',
  PICKUP_PERSONS_LIMIT:
    'Für dieses Kind sind bereits die meisten abholberechtigten Personen eingetragen. Entfernen Sie zuerst eine.',
  RATE_TABLE_MISSING:
    'Für die Daten dieses Preises gibt es keine Tariftabelle: Bitten Sie eine Administratorin oder einen Administrator, eine hinzuzufügen.',
  RATE_TABLE_OVERLAP: 'Diese Daten überschneiden sich mit einer anderen Zeile derselben Tabelle.',
  STRUCTURE_IBAN_INVALID: 'Diese IBAN ist ungültig. Prüfen Sie Ländercode, Länge und Prüfziffern.',
  STRUCTURE_BIC_INVALID: 'Diese BIC ist ungültig: Sie hat 8 oder 11 Buchstaben und Ziffern.',
  STRUCTURE_CREDITOR_ID_INVALID:
    'Diese SEPA-Gläubiger-Identifikationsnummer ist ungültig. Vergleichen Sie sie mit dem Schreiben Ihrer Bank.',
  TIME_SLOTS_INVALID:
    'Einige Zeitfenster enden vor ihrem Beginn oder überschneiden sich mit einem anderen Zeitfenster desselben Tages.',
  CLOSING_DATES_INVALID:
    'Die Schließung muss am ersten Tag oder danach enden, mit beiden Uhrzeiten oder keiner, der Beginn vor dem Ende.',
  SERVICE_OPTION_ARCHIVED: 'Diese Leistung ist archiviert und kann nicht mehr geändert werden.',
  SERVICE_OPTION_NAME_TAKEN: 'Eine andere Leistung trägt bereits diesen Namen.',
  CONTRACT_NOT_EDITABLE: 'Dieser Vertrag ist kein Entwurf mehr und kann nicht mehr geändert werden.',
  CONTRACT_NOT_AWAITING_SIGNATURE: 'Dieser Vertrag wartet nicht auf eine Unterschrift.',
  ESTIMATE_NOT_SUBMITTED: 'Die Einrichtung hat diesen Kostenvoranschlag nicht vorgelegt.',
  TEMPLATE_FIELD_UNKNOWN:
    'Diese Vorlage enthält Felder, die es nicht gibt; verwenden Sie nur die neben dem Text aufgeführten Felder.',
  TEMPLATE_MODE_MISMATCH: 'Diese Vorlage kann dafür nicht verwendet werden.',
  DOCUMENT_NOT_IN_STATUS:
    'Der Status dieses Dokuments hat sich inzwischen geändert; laden Sie die Seite neu.',
  INTERNAL_ERROR: 'Bei uns ist etwas schiefgelaufen. Bitte versuchen Sie es später erneut.',
} as const satisfies Record<ErrorCode, string>
