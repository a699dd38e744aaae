import type { ErrorCode } from '../errors'

// Dutch (Belgium) translation of error-messages.en.ts (spec 000 §1); the API code is `nl_BE`.
export const nl_BE = {
  NETWORK_ERROR: 'Het netwerk is niet bereikbaar. Controleer je verbinding en probeer opnieuw.',
  EMPTY_SHARINGS_SCOPE: 'Kies minstens één ontvanger voor je verstuurt.',
  EMAIL_ALREADY_USED: 'Dit e-mailadres wordt al gebruikt door een andere account.',
  EMAIL_ALREADY_EXISTS: 'Dit e-mailadres bestaat al.',
  STORE_DELIVERY_WRONG_CITY: 'Levering is niet mogelijk in deze gemeente.',
  INVALID_RECAPTCHA: 'De anti-botcontrole is mislukt. Probeer het opnieuw.',
  NEWS_NOT_MODERABLE: 'Dit nieuwsbericht kan niet gemodereerd worden.',
  FORBIDDEN_BY_FEATURE_SETTINGS: 'Deze functie is uitgeschakeld voor je school.',
  PHONE_NUMBER_INVALID: 'Dit telefoonnummer is niet geldig.',
  MISSING_REQUIRED_CONTRACTOR_DATA: 'Er ontbreken verplichte gegevens van de contracthouder.',
  RESOURCE_ATTACHMENT_NOT_SUPPORTED: 'Dit type bijlage wordt hier niet ondersteund.',
  TOO_MANY_REQUESTS: 'Te veel pogingen. Wacht enkele minuten en probeer het opnieuw.',
  FORBIDDEN_BY_ACCESS_LEVEL: 'Je toegangsniveau laat dit niet toe.',
  FORBIDDEN_OBSERVER: 'Waarnemers kunnen meekijken, maar niets wijzigen.',
  CANNOT_USE_CHAT: 'Je kan de chat niet gebruiken.',
  CHAT_DISABLED_AND_LOCKED: 'De chat is uitgeschakeld en vergrendeld.',
  CHAT_NOT_ENABLED_BY_SCOPE: 'De chat is niet ingeschakeld voor deze school.',
  INVALID_USER: 'Je account is niet meer actief.',
  FORBIDDEN: 'Je hebt geen toestemming om dit te doen.',
  VALIDATION_ERROR: 'Sommige velden ontbreken of zijn ongeldig.',
  UNAUTHENTICATED: 'Meld je aan.',
  INVALID_CREDENTIALS: 'Het e-mailadres of het wachtwoord is onjuist.',
  EXTERNAL_IDENTITY_STATE_INVALID:
    'Deze aanmeldlink is niet meer geldig. Begin opnieuw vanaf de aanmeldpagina.',
  EXTERNAL_IDENTITY_REJECTED:
    'De identiteitsprovider heeft uw aanmelding niet bevestigd. Probeer het opnieuw.',
  EXTERNAL_IDENTITY_EMAIL_NOT_VERIFIED:
    'Uw identiteitsprovider bevestigt uw e-mailadres niet, dus het kan niet aan een account worden gekoppeld.',
  EXTERNAL_IDENTITY_NO_ACCOUNT:
    'Geen actief account komt overeen met deze identiteit. Vraag uw school om u met dit e-mailadres uit te nodigen.',
  EXTERNAL_IDENTITY_PROVIDER_UNAVAILABLE:
    'De identiteitsprovider is momenteel niet bereikbaar. Probeer het later opnieuw.',
  NOT_FOUND: 'Deze pagina of dit item bestaat niet, of je hebt er geen toegang toe.',
  CONFLICT: 'Dit werd intussen gewijzigd. Laad de pagina opnieuw en probeer het nog eens.',
  POLL_CLOSED: 'Deze peiling is afgesloten: er kan niet meer gestemd worden.',
  DAILY_ENTRY_NOT_EDITABLE: 'Een dagboeknotitie kan alleen op de dag zelf worden gewijzigd of verwijderd.',
  PAYLOAD_TOO_LARGE: 'Dit is te groot.',
  STORAGE_QUOTA_EXCEEDED:
    'Er is geen plaats meer voor dit bestand: de opslagruimte is vol. Verwijder enkele bestanden of vraag het aan de school.',
  UPLOAD_RATE_LIMITED: 'U hebt te veel bestanden in korte tijd verstuurd. Wacht even en probeer het opnieuw.',
  UNSUPPORTED_CONTENT_TYPE: 'Dit verzoek werd verstuurd in een vorm die de server niet aanvaardt.',
  CROSS_SITE_REQUEST: 'Dit verzoek kwam van een andere site en werd geweigerd.',
  MEDIA_TYPE_NOT_ALLOWED: 'Dit type bestand kan niet worden opgeladen.',
  MEDIA_CONTENT_MISMATCH: 'De inhoud van dit bestand komt niet overeen met de extensie.',
  SCOPE_NOT_ALLOWED: 'Je kan niet overschakelen naar deze school of dit kind.',
  TOO_MANY_IDS: 'Er werden te veel items tegelijk opgevraagd.',
  PHOTO_CONSENT_WITHHELD:
    'Voor een kind op deze foto’s is er geen fototoestemming: het kan niet getagd of buiten zijn gezin gedeeld worden.',
  TWO_FACTOR_CODE_INVALID: 'De code is onjuist of verlopen.',
  TWO_FACTOR_CHALLENGE_EXPIRED: 'Deze aanmeldstap is verlopen. Meld je opnieuw aan.',
  LINK_INVALID: 'Deze link is niet meer geldig: hij is verlopen of werd al gebruikt. Vraag een nieuwe aan.',
  SIGN_IN_LINK_NOT_ALLOWED: 'Dit account gebruikt aanmelden in twee stappen: meld je aan met je wachtwoord.',
  ACCOUNT_ALREADY_ACTIVATED:
    'Deze persoon heeft zijn account al geactiveerd: hij kan inloggen, of zijn wachtwoord opnieuw instellen als hij het vergeten is.',
  USER_HAS_NO_EMAIL: 'Deze persoon heeft geen e-mailadres: voeg er eerst een toe.',
  SETUP_TOKEN_INVALID:
    'Deze installatielink is niet geldig: hij is fout of de installatie werd al ingesteld. Gebruik de link die de server bij het opstarten toonde.',
  CHECK_IN_CLOSED: 'De opvang is nu gesloten: inchecken kan alleen tijdens de openingsuren.',
  STAFF_CODE_INVALID: 'Deze code hoort bij geen enkel teamlid. Probeer het opnieuw.',
  STAFF_CODE_TAKEN: 'Deze code is al in gebruik: kies een andere.',
  CHILD_KEY_INVALID: 'Deze code hoort bij geen enkel kind. Controleer de 8 tekens en probeer het opnieuw.',
  CHILD_ALREADY_LINKED: 'Dit kind is al aan uw account gekoppeld.',
  LAST_REFERENT_GUARDIAN:
    'U bent de laatste referent van dit kind: vraag de school eerst een andere referent aan te duiden.',
  SECTION_ARCHIVED:
    'Deze afdeling is gearchiveerd: ze kan niet meer gewijzigd worden of nieuwe leden krijgen.',
  CHILD_ARCHIVED: 'Dit kind is gearchiveerd: zet het eerst terug.',
  GUARDIAN_ACCOUNT_NOT_FOUND: 'Geen ouderaccount gebruikt dit e-mailadres.',
  SECTION_NAME_TAKEN: 'Een andere afdeling van deze school heeft al deze naam.',
  IMPORT_INVALID_FILE: 'Het bestand kon niet als CSV worden gelezen, of er ontbreekt een verplichte kolom.',
  TOO_MANY_INVITATIONS:
    'U hebt vandaag te veel uitnodigingen voor dit kind verstuurd. Probeer het morgen opnieuw.',
  IMPERSONATION_READ_ONLY:
    'Niet mogelijk terwijl je als iemand anders bent aangemeld: deze sessie dient alleen om te lezen en te helpen.',
  PROOF_OF_WORK_REQUIRED: 'Te veel mislukte aanmeldingen: je browser moet eerst een korte controle oplossen.',
  ADVISOR_CAMPAIGN_LOCKED:
    'Deze bevraging heeft al antwoorden: de anonimiteit en de vragen kunnen niet meer wijzigen.',
  ADVISOR_STATUS_TRANSITION: 'Deze bevraging kan niet naar die status overgaan.',
  ADVISOR_CAMPAIGN_NOT_OPEN: 'Deze bevraging staat niet open voor antwoorden.',
  ADVISOR_ALREADY_ANSWERED: 'U hebt deze bevraging al beantwoord.',
  PICKUP_PERSONS_LIMIT:
    'Dit kind heeft al het maximale aantal personen die het mogen ophalen. Verwijder er eerst een.',
  RATE_TABLE_MISSING:
    'Geen tarieftabel dekt de data van deze prijs: vraag een beheerder er een toe te voegen.',
  RATE_TABLE_OVERLAP: 'Deze data overlappen met een andere rij van dezelfde tabel.',
  STRUCTURE_IBAN_INVALID: 'Dit IBAN is ongeldig. Controleer de landcode, de lengte en de controlecijfers.',
  STRUCTURE_BIC_INVALID: 'Deze BIC is ongeldig: hij telt 8 of 11 letters en cijfers.',
  STRUCTURE_CREDITOR_ID_INVALID: 'Dit SEPA-incassant-ID is ongeldig. Vergelijk het met de brief van uw bank.',
  TIME_SLOTS_INVALID:
    'Sommige tijdvakken eindigen voor ze beginnen of overlappen met een ander tijdvak van dezelfde dag.',
  CLOSING_DATES_INVALID:
    'De sluiting moet op of na de eerste dag eindigen, met beide uren of geen, het begin voor het einde.',
  SERVICE_OPTION_ARCHIVED: 'Deze dienst is gearchiveerd en kan niet meer worden gewijzigd.',
  SERVICE_OPTION_NAME_TAKEN: 'Een andere dienst heeft al deze naam.',
  CONTRACT_NOT_EDITABLE: 'Dit contract is geen ontwerp meer en kan niet meer worden gewijzigd.',
  CONTRACT_NOT_AWAITING_SIGNATURE: 'Dit contract wacht niet op een handtekening.',
  ESTIMATE_NOT_SUBMITTED: 'De kinderopvang heeft deze offerte niet ingediend.',
  TEMPLATE_FIELD_UNKNOWN:
    'Dit sjabloon bevat velden die niet bestaan; gebruik alleen de velden die naast de tekst staan.',
  TEMPLATE_MODE_MISMATCH: 'Dit sjabloon kan daarvoor niet gebruikt worden.',
  DOCUMENT_NOT_IN_STATUS: 'De status van dit document is intussen gewijzigd; laad de pagina opnieuw.',
  INTERNAL_ERROR: 'Er ging bij ons iets mis. Probeer het later opnieuw.',
} as const satisfies Record<ErrorCode, string>
