import type { MailTexts } from './texts'

// German translation of texts.en.ts.
export const de: MailTexts = {
  greeting: 'Hallo {name},',
  signature: 'Ihr {appName}-Team',
  linkFallback: 'Falls die Schaltfläche nicht funktioniert, kopieren Sie diese Adresse in Ihren Browser:',
  unsubscribe: 'Sie können diese Art von E-Mail mit einem Klick abbestellen, ohne Anmeldung:',
  relationships: {
    Mother: 'Mutter',
    Father: 'Vater',
    StepFather: 'Stiefvater',
    StepMother: 'Stiefmutter',
    GrandFather: 'Großvater',
    GrandMother: 'Großmutter',
    Ayi: 'Kinderfrau',
    Legal: 'Vormund',
    ThirdParty: 'Andere Person',
    Husband: 'Ehemann',
    Wife: 'Ehefrau',
    UpperMother: 'Urgroßmutter',
    UpperFather: 'Urgroßvater',
  },
  templates: {
    'password-reset': {
      subject: 'Setzen Sie Ihr {appName}-Passwort zurück',
      body: [
        'Jemand, hoffentlich Sie, hat das Zurücksetzen des Passworts Ihres {appName}-Kontos angefordert.',
      ],
      action: 'Neues Passwort wählen',
      note: [
        'Dieser Link funktioniert einmal und läuft in {minutes} Minuten ab.',
        'Wenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail: Ihr Passwort bleibt unverändert.',
      ],
    },
    'password-changed': {
      subject: 'Ihr Passwort für {appName} wurde geändert',
      body: [
        'Das Passwort Ihres {appName}-Kontos wurde soeben geändert.',
        'Sie wurden überall sonst abgemeldet, und die Adresse Ihres Kalenderabonnements funktioniert nicht mehr: Wenn Sie eines nutzen, erstellen Sie im Kalender ein neues.',
      ],
      action: 'Passwort zurücksetzen',
      note: [
        'Wenn Sie es nicht selbst geändert haben, setzen Sie Ihr Passwort jetzt zurück und informieren Sie Ihre Schule.',
      ],
    },
    'email-validation': {
      subject: 'Bestätigen Sie Ihre E-Mail-Adresse',
      body: ['Bitte bestätigen Sie, dass diese E-Mail-Adresse Ihnen gehört.'],
      action: 'Meine Adresse bestätigen',
      note: [
        'Dieser Link funktioniert einmal und läuft in {days} Tagen ab.',
        'Wenn Sie kein {appName}-Konto haben, ignorieren Sie diese E-Mail.',
      ],
    },
    'sign-in-link': {
      subject: 'Ihr Anmeldelink für {appName}',
      body: ['Mit diesem Link melden Sie sich ohne Passwort bei {appName} an.'],
      action: 'Anmelden',
      note: [
        'Dieser Link funktioniert einmal und läuft in {minutes} Minuten ab.',
        'Wenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail: Ohne den Link kann sich niemand anmelden.',
      ],
    },
    'sign-in-link-refused': {
      subject: 'Ihr Anmeldelink für {appName}',
      body: [
        'Sie haben einen Anmeldelink angefordert, aber Ihr Konto verwendet die Anmeldung in zwei Schritten; Anmeldelinks sind dafür deaktiviert.',
        'Bitte melden Sie sich mit Ihrem Passwort an oder wählen Sie ein neues, falls Sie es vergessen haben.',
      ],
      action: 'Neues Passwort wählen',
      note: ['Wenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail.'],
    },
    'deletion-asked': {
      subject: 'Wir haben Ihren Antrag auf Löschung Ihres Kontos erhalten',
      body: [
        'Ihr Antrag auf Löschung Ihres {appName}-Kontos wurde an Ihre Schule weitergeleitet.',
        'Ihr Konto ist bis zur Bearbeitung gesperrt; wir schreiben Ihnen dann.',
      ],
      note: [],
    },
    'deletion-done': {
      subject: 'Ihr {appName}-Konto wurde gelöscht',
      body: ['Wie gewünscht wurde Ihr Konto gelöscht und Ihre personenbezogenen Daten wurden entfernt.'],
      note: ['Dies ist die letzte E-Mail, die Sie von uns erhalten.'],
    },
    'deletion-refused': {
      subject: 'Ihr Antrag auf Löschung Ihres Kontos wurde abgelehnt',
      body: [
        'Ihre Schule hat Ihren Antrag auf Löschung Ihres {appName}-Kontos aus folgendem Grund abgelehnt:',
        '{reason}',
        'Ihr Konto ist wieder aktiv; Sie können sich wie bisher anmelden.',
      ],
      note: [],
    },
    'children-without-guardian': {
      subject: 'Kinder ohne Erziehungsberechtigte bei {appName}',
      body: [
        'Ein Konto wurde auf Wunsch seines Inhabers gelöscht. Diese Kinder haben keine erziehungsberechtigte Person mehr: {child}.',
        'Niemand kann sich für sie anmelden, zum Abholen benannt werden oder in Fotos einwilligen, bis wieder eine erziehungsberechtigte Person verknüpft ist. Schicken Sie aus der Liste einer angehörigen Person eine Einladung mit dem Schlüssel des Kindes.',
      ],
      action: 'Kinder ohne Erziehungsberechtigte ansehen',
      note: [],
    },
    'chat-messages': {
      subject: 'Sie haben ungelesene Nachrichten bei {appName}',
      body: ['In Ihrem {appName}-Chat warten neue Nachrichten auf Sie.'],
      action: 'Chat öffnen',
      note: [
        'Sie erhalten diese E-Mail, weil Sie über neue Chatnachrichten informiert werden möchten. Sie können dies in den Chat-Einstellungen abschalten.',
      ],
    },
    // A relative invited to follow a child (modules/invitations, docs/invitations.md).
    invitation: {
      subject: '{inviter} lädt Sie ein, {child} auf {appName} zu folgen',
      body: [
        '{inviter} lädt Sie ein, {child} auf {appName} zu folgen, der App der Einrichtung und der Familie von {child}: Neuigkeiten, Fotos, das Tagesprotokoll und Nachrichten.',
        'Ihr Schlüssel für {child}: {key}',
        'Melden Sie sich dazu bei {appName} an, wählen Sie „Ein Kind hinzufügen“ und geben Sie die 8 Zeichen des Schlüssels ein.',
      ],
      action: 'Anmelden',
      note: [
        'Zum Anmelden brauchen Sie ein {appName}-Konto: Wenn Sie noch keines haben, bitten Sie die Einrichtung von {child}, es mit dieser E-Mail-Adresse anzulegen.',
        'Wenn Sie {inviter} nicht kennen, ignorieren Sie diese E-Mail.',
      ],
    },
    // An account the school created: choose a first password (modules/recovery/recovery.activation.ts).
    'account-activation': {
      subject: 'Ihr {appName}-Konto ist bereit',
      body: [
        'Ihre Einrichtung hat ein {appName}-Konto für Sie angelegt: Neuigkeiten, Fotos, Nachrichten und der Tag der Kinder, denen Sie folgen, an einem Ort.',
        'Wählen Sie Ihr Passwort, um zu beginnen.',
      ],
      action: 'Mein Passwort wählen',
      note: [
        'Dieser Link funktioniert einmal und läuft in {days} Tagen ab. Ist er abgelaufen, bitten Sie Ihre Einrichtung um einen neuen.',
        'Wenn Sie diese Einrichtung nicht kennen, ignorieren Sie diese E-Mail.',
      ],
    },
    // A guardian linked to a child, to its other referent guardians (docs/notifications.md).
    'notification-new-guardian': {
      subject: '{guardian} folgt jetzt {child} in {appName}',
      body: [
        '{guardian} wurde in {appName} mit {child} verknüpft, als: {relationship}.',
        'Als Hauptbezugsperson von {child} werden Sie über jede neue Bezugsperson informiert. Falls das nicht stimmt, benachrichtigen Sie sofort die Einrichtung.',
      ],
      action: '{appName} öffnen',
      note: ['Sie erhalten diese E-Mail, weil Sie Hauptbezugsperson von {child} sind.'],
    },
    // Items waiting for a moderator, batched (modules/notifications/notifications.moderation-mail.ts).
    'notification-moderation': {
      subject: 'In {appName} warten Beiträge auf Ihre Moderation',
      body: ['{count} Beitrag/Beiträge warten in {appName} auf Ihre Moderation.'],
      action: 'Moderieren',
      note: [
        'Sie erhalten diese E-Mail, weil Sie Moderator sind. Solange weitere Beiträge eintreffen, erhalten Sie höchstens eine E-Mail pro Stunde.',
      ],
    },
    // A postal card to the staff of a section (modules/postal-cards).
    'notification-postal-card': {
      subject: 'Eine Postkarte von der Familie von {child}',
      body: ['Die Familie von {child} hat in {appName} eine Postkarte an {section} geschickt.'],
      action: 'Postkarten ansehen',
      note: ['Sie erhalten diese E-Mail, weil Sie mit {section} arbeiten.'],
    },
    // Tomorrow's birthdays of a section (modules/notifications/notifications.birthdays.ts).
    'notification-birthday': {
      subject: 'Morgen Geburtstag: {child}',
      body: ['Morgen gibt es einen Geburtstag in {section}: {child}.'],
      action: '{appName} öffnen',
      note: [
        'Sie erhalten diese E-Mail, weil Sie über die Geburtstage der Kinder Ihrer Gruppen informiert werden.',
      ],
    },
  },
}
