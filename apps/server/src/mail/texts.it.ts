import type { MailTexts } from './texts'

// Italian translation of texts.en.ts.
export const it: MailTexts = {
  greeting: 'Ciao {name},',
  signature: 'Il team di {appName}',
  linkFallback: 'Se il pulsante non funziona, copia questo indirizzo nel tuo browser:',
  unsubscribe: 'Puoi interrompere questo tipo di e-mail con un clic, senza accedere:',
  relationships: {
    Mother: 'Madre',
    Father: 'Padre',
    StepFather: 'Patrigno',
    StepMother: 'Matrigna',
    GrandFather: 'Nonno',
    GrandMother: 'Nonna',
    Ayi: 'Tata',
    Legal: 'Tutore legale',
    ThirdParty: 'Altra persona',
    Husband: 'Marito',
    Wife: 'Moglie',
    UpperMother: 'Bisnonna',
    UpperFather: 'Bisnonno',
  },
  templates: {
    'password-reset': {
      subject: 'Reimposta la tua password di {appName}',
      body: ['Qualcuno, speriamo tu, ha chiesto di reimpostare la password del tuo account {appName}.'],
      action: 'Scegli una nuova password',
      note: [
        'Questo link funziona una sola volta e scade tra {minutes} minuti.',
        'Se non sei stato tu, ignora questa e-mail: la tua password resta la stessa.',
      ],
    },
    'password-changed': {
      subject: 'La tua password di {appName} è stata cambiata',
      body: [
        'La password del tuo account {appName} è appena stata cambiata.',
        "Sei stato disconnesso ovunque altrove e l'indirizzo del tuo abbonamento al calendario non funziona più: se ne usi uno, creane uno nuovo nel calendario.",
      ],
      action: 'Reimposta la mia password',
      note: ['Se non sei stato tu a cambiarla, reimposta subito la password e avvisa la tua scuola.'],
    },
    'email-validation': {
      subject: 'Conferma il tuo indirizzo e-mail',
      body: ['Conferma che questo indirizzo e-mail è tuo.'],
      action: 'Conferma il mio indirizzo',
      note: [
        'Questo link funziona una sola volta e scade tra {days} giorni.',
        'Se non hai un account {appName}, ignora questa e-mail.',
      ],
    },
    'sign-in-link': {
      subject: 'Il tuo link di accesso a {appName}',
      body: ['Usa questo link per accedere a {appName} senza password.'],
      action: 'Accedi',
      note: [
        'Questo link funziona una sola volta e scade tra {minutes} minuti.',
        'Se non sei stato tu, ignora questa e-mail: nessuno può accedere senza il link.',
      ],
    },
    'sign-in-link-refused': {
      subject: 'Il tuo link di accesso a {appName}',
      body: [
        "Hai chiesto un link di accesso, ma il tuo account usa l'accesso in due passaggi, quindi i link di accesso sono disattivati.",
        "Accedi con la tua password, oppure scegline una nuova se l'hai dimenticata.",
      ],
      action: 'Scegli una nuova password',
      note: ['Se non sei stato tu, ignora questa e-mail.'],
    },
    'deletion-asked': {
      subject: 'Abbiamo ricevuto la tua richiesta di eliminazione account',
      body: [
        'La tua richiesta di eliminare il tuo account {appName} è stata inviata alla tua scuola.',
        'Il tuo account è sospeso finché la richiesta non sarà gestita; ti scriveremo allora.',
      ],
      note: [],
    },
    'deletion-done': {
      subject: 'Il tuo account {appName} è stato eliminato',
      body: ['Come richiesto, il tuo account è stato eliminato e i tuoi dati personali cancellati.'],
      note: ["Questa è l'ultima e-mail che riceverai da noi."],
    },
    'deletion-refused': {
      subject: 'La tua richiesta di eliminazione account è stata rifiutata',
      body: [
        'La tua scuola ha rifiutato la richiesta di eliminare il tuo account {appName}, per questo motivo:',
        '{reason}',
        'Il tuo account è di nuovo attivo; puoi accedere come prima.',
      ],
      note: [],
    },
    'children-without-guardian': {
      subject: 'Bambini senza genitore o tutore su {appName}',
      body: [
        'Un account è stato eliminato su richiesta del titolare. Questi bambini non hanno più nessun genitore o tutore: {child}.',
        'Nessuno può accedere per loro, essere indicato per venirli a prendere o dare il consenso alle foto finché non viene di nuovo collegato un genitore o tutore. Dall’elenco, invia a un familiare un invito con la chiave del bambino.',
      ],
      action: 'Vedi i bambini senza genitore o tutore',
      note: [],
    },
    'chat-messages': {
      subject: 'Hai messaggi non letti su {appName}',
      body: ['Nuovi messaggi ti aspettano nella chat di {appName}.'],
      action: 'Apri la chat',
      note: [
        'Ricevi questa e-mail perché hai chiesto di essere avvisato dei nuovi messaggi in chat. Puoi disattivarla nelle impostazioni della chat.',
      ],
    },
    // A relative invited to follow a child (modules/invitations, docs/invitations.md).
    invitation: {
      subject: '{inviter} ti invita a seguire {child} su {appName}',
      body: [
        '{inviter} ti invita a seguire {child} su {appName}, l’app della struttura e della famiglia di {child}: notizie, foto, il diario della giornata e messaggi.',
        'La tua chiave per {child}: {key}',
        'Per usarla, accedi a {appName}, scegli “Aggiungi un bambino” e digita gli 8 caratteri della chiave.',
      ],
      action: 'Accedi',
      note: [
        'Per accedere ti serve un account {appName}: se non ne hai ancora uno, chiedi alla struttura di {child} di crearlo con questo indirizzo e-mail.',
        'Se non conosci {inviter}, ignora questa e-mail.',
      ],
    },
    // An account the school created: choose a first password (modules/recovery/recovery.activation.ts).
    'account-activation': {
      subject: 'Il tuo account {appName} è pronto',
      body: [
        'La tua struttura ha creato per te un account {appName}: notizie, foto, messaggi e la giornata dei bambini che segui, in un solo posto.',
        'Scegli la tua password per iniziare.',
      ],
      action: 'Scegli la mia password',
      note: [
        'Questo link funziona una sola volta e scade tra {days} giorni. Se è scaduto, chiedine uno nuovo alla tua struttura.',
        'Se non conosci questa struttura, ignora questa e-mail.',
      ],
    },
    // A guardian linked to a child, to its other referent guardians (docs/notifications.md).
    'notification-new-guardian': {
      subject: '{guardian} ora segue {child} su {appName}',
      body: [
        '{guardian} è stato/a collegato/a a {child} su {appName}, come: {relationship}.',
        'In quanto genitore di riferimento di {child}, vieni avvisato/a di ogni nuovo genitore. Se non è corretto, avvisa subito la struttura.',
      ],
      action: 'Apri {appName}',
      note: ['Ricevi questa e-mail perché sei genitore di riferimento di {child}.'],
    },
    // Items waiting for a moderator, batched (modules/notifications/notifications.moderation-mail.ts).
    'notification-moderation': {
      subject: 'Ci sono elementi in attesa della tua moderazione su {appName}',
      body: ['{count} elemento/i in attesa della tua moderazione su {appName}.'],
      action: 'Modera',
      note: [
        'Ricevi questa e-mail perché sei moderatore. Finché arrivano altri elementi, ricevi al massimo una e-mail all’ora.',
      ],
    },
    // A postal card to the staff of a section (modules/postal-cards).
    'notification-postal-card': {
      subject: 'Una cartolina dalla famiglia di {child}',
      body: ['La famiglia di {child} ha inviato una cartolina a {section} su {appName}.'],
      action: 'Vedi le cartoline',
      note: ['Ricevi questa e-mail perché lavori con {section}.'],
    },
    // Tomorrow's birthdays of a section (modules/notifications/notifications.birthdays.ts).
    'notification-birthday': {
      subject: 'Compleanno domani: {child}',
      body: ['Domani c’è un compleanno in {section}: {child}.'],
      action: 'Apri {appName}',
      note: ['Ricevi questa e-mail perché vieni avvisato/a dei compleanni dei bambini delle tue sezioni.'],
    },
  },
}
