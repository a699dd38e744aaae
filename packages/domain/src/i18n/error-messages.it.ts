import type { ErrorCode } from '../errors'

// Italian translation of error-messages.en.ts (spec 000 §1).
export const it = {
  NETWORK_ERROR: 'La rete non è raggiungibile. Controlla la connessione e riprova.',
  EMPTY_SHARINGS_SCOPE: 'Scegli almeno un destinatario prima di inviare.',
  EMAIL_ALREADY_USED: 'Questo indirizzo e-mail è già usato da un altro account.',
  EMAIL_ALREADY_EXISTS: 'Questo indirizzo e-mail esiste già.',
  STORE_DELIVERY_WRONG_CITY: 'La consegna non è disponibile in questa città.',
  INVALID_RECAPTCHA: 'Il controllo anti-bot non è riuscito. Riprova.',
  NEWS_NOT_MODERABLE: 'Questa notizia non può essere moderata.',
  FORBIDDEN_BY_FEATURE_SETTINGS: 'Questa funzione è disattivata per la tua scuola.',
  PHONE_NUMBER_INVALID: 'Questo numero di telefono non è valido.',
  MISSING_REQUIRED_CONTRACTOR_DATA:
    "Mancano alcune informazioni obbligatorie sull'intestatario del contratto.",
  RESOURCE_ATTACHMENT_NOT_SUPPORTED: 'Questo tipo di allegato non è supportato qui.',
  TOO_MANY_REQUESTS: 'Troppi tentativi. Attendi qualche minuto e riprova.',
  FORBIDDEN_BY_ACCESS_LEVEL: 'Il tuo livello di accesso non lo consente.',
  FORBIDDEN_OBSERVER: 'Gli osservatori possono consultare, ma non apportare modifiche.',
  CANNOT_USE_CHAT: 'Non puoi usare la chat.',
  CHAT_DISABLED_AND_LOCKED: 'La chat è disattivata e bloccata.',
  CHAT_NOT_ENABLED_BY_SCOPE: 'La chat non è attiva per questa scuola.',
  INVALID_USER: 'Il tuo account non è più attivo.',
  FORBIDDEN: 'Non hai il permesso di farlo.',
  VALIDATION_ERROR: 'Alcuni campi mancano o non sono validi.',
  UNAUTHENTICATED: 'Accedi per continuare.',
  INVALID_CREDENTIALS: "L'indirizzo e-mail o la password non sono corretti.",
  EXTERNAL_IDENTITY_STATE_INVALID:
    'Questo link di accesso non è più valido. Ricomincia dalla pagina di accesso.',
  EXTERNAL_IDENTITY_REJECTED: 'Il provider di identità non ha confermato il tuo accesso. Riprova.',
  EXTERNAL_IDENTITY_EMAIL_NOT_VERIFIED:
    'Il tuo provider di identità non conferma il tuo indirizzo e-mail, quindi non può essere collegato a un account.',
  EXTERNAL_IDENTITY_NO_ACCOUNT:
    'Nessun account attivo corrisponde a questa identità. Chiedi alla tua struttura di invitarti con questo indirizzo e-mail.',
  EXTERNAL_IDENTITY_PROVIDER_UNAVAILABLE:
    'Il provider di identità non è raggiungibile al momento. Riprova più tardi.',
  NOT_FOUND: 'Questa pagina o questo elemento non esiste, oppure non puoi vederlo.',
  CONFLICT: 'Nel frattempo è stato modificato. Ricarica la pagina e riprova.',
  POLL_CLOSED: 'Questo sondaggio è chiuso: i voti non sono più accettati.',
  DAILY_ENTRY_NOT_EDITABLE: 'Una voce del diario può essere modificata o eliminata solo nel giorno stesso.',
  PAYLOAD_TOO_LARGE: 'È troppo grande.',
  STORAGE_QUOTA_EXCEEDED:
    'Non c’è più spazio per questo file: lo spazio di archiviazione è pieno. Elimina alcuni file o rivolgiti alla scuola.',
  UPLOAD_RATE_LIMITED: 'Hai inviato troppi file in poco tempo. Attendi un momento e riprova.',
  UNSUPPORTED_CONTENT_TYPE: 'Questa richiesta è stata inviata in una forma che il server non accetta.',
  CROSS_SITE_REQUEST: 'Questa richiesta proveniva da un altro sito ed è stata rifiutata.',
  MEDIA_TYPE_NOT_ALLOWED: 'Questo tipo di file non può essere caricato.',
  MEDIA_CONTENT_MISMATCH: 'Il contenuto di questo file non corrisponde alla sua estensione.',
  SCOPE_NOT_ALLOWED: 'Non puoi passare a questa scuola o a questo bambino.',
  TOO_MANY_IDS: 'Sono stati richiesti troppi elementi in una volta.',
  PHOTO_CONSENT_WITHHELD:
    'Per un bambino in queste foto manca il consenso alle foto: non può essere taggato né condiviso al di fuori della sua famiglia.',
  TWO_FACTOR_CODE_INVALID: 'Il codice è errato o scaduto.',
  TWO_FACTOR_CHALLENGE_EXPIRED: 'Questo passaggio di accesso è scaduto. Accedi di nuovo.',
  LINK_INVALID: 'Questo link non è più valido: è scaduto o è già stato usato. Richiedine uno nuovo.',
  SIGN_IN_LINK_NOT_ALLOWED: "Questo account usa l'accesso in due passaggi: accedi con la tua password.",
  ACCOUNT_ALREADY_ACTIVATED:
    'Questa persona ha già attivato il suo account: può accedere, o reimpostare la password se l’ha dimenticata.',
  USER_HAS_NO_EMAIL: 'Questa persona non ha un indirizzo e-mail: aggiungine uno prima.',
  SETUP_TOKEN_INVALID:
    'Questo link di configurazione non è valido: è errato oppure l’installazione è già stata configurata. Usa il link mostrato dal server all’avvio.',
  CHECK_IN_CLOSED:
    "La struttura è chiusa in questo momento: la registrazione è possibile solo durante l'orario di apertura.",
  STAFF_CODE_INVALID: 'Questo codice non corrisponde a nessun membro del personale. Riprova.',
  STAFF_CODE_TAKEN: 'Questo codice è già in uso: scegline un altro.',
  CHILD_KEY_INVALID: 'Questo codice non corrisponde a nessun bambino. Controlla gli 8 caratteri e riprova.',
  CHILD_ALREADY_LINKED: 'Questo bambino è già collegato al tuo account.',
  LAST_REFERENT_GUARDIAN:
    "Sei l'ultimo referente di questo bambino: chiedi alla scuola di nominarne un altro prima di uscire.",
  SECTION_ARCHIVED: 'Questa sezione è archiviata: non può più essere modificata né accogliere nuovi membri.',
  CHILD_ARCHIVED: 'Questo bambino è archiviato: ripristinalo prima.',
  GUARDIAN_ACCOUNT_NOT_FOUND: 'Nessun account genitore usa questo indirizzo e-mail.',
  SECTION_NAME_TAKEN: 'Un’altra sezione di questa scuola ha già questo nome.',
  IMPORT_INVALID_FILE: 'Il file non può essere letto come CSV, oppure manca una colonna obbligatoria.',
  TOO_MANY_INVITATIONS: 'Hai inviato troppi inviti per questo bambino oggi. Riprova domani.',
  IMPERSONATION_READ_ONLY:
    'Non consentito mentre sei collegato al posto di un altro utente: questa sessione serve solo a consultare e assistere.',
  PROOF_OF_WORK_REQUIRED:
    'Troppi accessi non riusciti: il tuo browser deve prima risolvere una breve verifica.',
  ADVISOR_CAMPAIGN_LOCKED:
    'Questa campagna ha già delle risposte: l’anonimato e le domande non possono più cambiare.',
  ADVISOR_STATUS_TRANSITION: 'Questa campagna non può passare a questo stato.',
  ADVISOR_CAMPAIGN_NOT_OPEN: 'Questo questionario non è aperto alle risposte.',
  ADVISOR_ALREADY_ANSWERED: 'Hai già risposto a questo questionario.',
  PICKUP_PERSONS_LIMIT:
    'Questo bambino ha già il numero massimo di persone autorizzate a ritirarlo. Rimuovine prima una.',
  RATE_TABLE_MISSING:
    'Nessuna tabella delle tariffe copre le date di questo prezzo: chiedi a un amministratore di aggiungerne una.',
  RATE_TABLE_OVERLAP: 'Queste date si sovrappongono a un’altra riga della stessa tabella.',
  STRUCTURE_IBAN_INVALID:
    'Questo IBAN non è valido. Controlla il codice paese, la lunghezza e le cifre di controllo.',
  STRUCTURE_BIC_INVALID: 'Questo BIC non è valido: ha 8 o 11 lettere e cifre.',
  STRUCTURE_CREDITOR_ID_INVALID:
    'Questo identificativo del creditore SEPA non è valido. Confrontalo con la lettera della tua banca.',
  TIME_SLOTS_INVALID:
    'Alcune fasce orarie finiscono prima di iniziare o si sovrappongono a un’altra fascia dello stesso giorno.',
  CLOSING_DATES_INVALID:
    'La chiusura deve finire il giorno di inizio o dopo, con entrambi gli orari o nessuno, l’inizio prima della fine.',
  SERVICE_OPTION_ARCHIVED: 'Questa prestazione è archiviata e non può più essere modificata.',
  SERVICE_OPTION_NAME_TAKEN: 'Un’altra prestazione ha già questo nome.',
  CONTRACT_NOT_EDITABLE: 'Questo contratto non è più una bozza e non può più essere modificato.',
  CONTRACT_NOT_AWAITING_SIGNATURE: 'Questo contratto non è in attesa di firma.',
  ESTIMATE_NOT_SUBMITTED: 'Il nido non ha presentato questo preventivo.',
  TEMPLATE_FIELD_UNKNOWN:
    'Questo modello contiene campi che non esistono; usa solo i campi elencati accanto al testo.',
  TEMPLATE_MODE_MISMATCH: 'Questo modello non può essere usato per questo.',
  DOCUMENT_NOT_IN_STATUS: 'Lo stato di questo documento è cambiato nel frattempo; ricarica la pagina.',
  INTERNAL_ERROR: 'Qualcosa è andato storto da parte nostra. Riprova più tardi.',
} as const satisfies Record<ErrorCode, string>
