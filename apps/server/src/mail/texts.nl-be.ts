import type { MailTexts } from './texts'

// Dutch (Belgium) translation of texts.en.ts.
export const nlBE: MailTexts = {
  greeting: 'Hallo {name},',
  signature: 'Het {appName}-team',
  linkFallback: 'Werkt de knop niet? Kopieer dan dit adres in je browser:',
  unsubscribe: 'Je kunt dit soort e-mail met één klik stopzetten, zonder aan te melden:',
  relationships: {
    Mother: 'Moeder',
    Father: 'Vader',
    StepFather: 'Stiefvader',
    StepMother: 'Stiefmoeder',
    GrandFather: 'Grootvader',
    GrandMother: 'Grootmoeder',
    Ayi: 'Kinderoppas',
    Legal: 'Wettelijke voogd',
    ThirdParty: 'Andere persoon',
    Husband: 'Echtgenoot',
    Wife: 'Echtgenote',
    UpperMother: 'Overgrootmoeder',
    UpperFather: 'Overgrootvader',
  },
  templates: {
    'password-reset': {
      subject: 'Stel je {appName}-wachtwoord opnieuw in',
      body: [
        'Iemand, hopelijk jij, heeft gevraagd om het wachtwoord van je {appName}-account opnieuw in te stellen.',
      ],
      action: 'Een nieuw wachtwoord kiezen',
      note: [
        'Deze link werkt één keer en verloopt over {minutes} minuten.',
        'Heb je dit niet gevraagd? Negeer dan deze e-mail: je wachtwoord blijft hetzelfde.',
      ],
    },
    'password-changed': {
      subject: 'Je wachtwoord voor {appName} is gewijzigd',
      body: [
        'Het wachtwoord van je {appName}-account is net gewijzigd.',
        'Je bent overal elders afgemeld, en het adres van je agenda-abonnement werkt niet meer: gebruik je er een, maak dan een nieuw aan in de agenda.',
      ],
      action: 'Mijn wachtwoord opnieuw instellen',
      note: [
        'Heb je het niet zelf gewijzigd? Stel je wachtwoord dan meteen opnieuw in en verwittig je school.',
      ],
    },
    'email-validation': {
      subject: 'Bevestig je e-mailadres',
      body: ['Bevestig dat dit e-mailadres van jou is.'],
      action: 'Mijn adres bevestigen',
      note: [
        'Deze link werkt één keer en verloopt over {days} dagen.',
        'Heb je geen {appName}-account? Negeer dan deze e-mail.',
      ],
    },
    'sign-in-link': {
      subject: 'Je aanmeldlink voor {appName}',
      body: ['Gebruik deze link om je zonder wachtwoord aan te melden bij {appName}.'],
      action: 'Aanmelden',
      note: [
        'Deze link werkt één keer en verloopt over {minutes} minuten.',
        'Heb je dit niet gevraagd? Negeer dan deze e-mail: niemand kan zich aanmelden zonder de link.',
      ],
    },
    'sign-in-link-refused': {
      subject: 'Je aanmeldlink voor {appName}',
      body: [
        'Je vroeg een aanmeldlink, maar je account gebruikt aanmelden in twee stappen, dus aanmeldlinks zijn uitgeschakeld.',
        'Meld je aan met je wachtwoord, of kies een nieuw wachtwoord als je het vergeten bent.',
      ],
      action: 'Een nieuw wachtwoord kiezen',
      note: ['Heb je dit niet gevraagd? Negeer dan deze e-mail.'],
    },
    'deletion-asked': {
      subject: 'We hebben je verzoek om je account te verwijderen ontvangen',
      body: [
        'Je verzoek om je {appName}-account te verwijderen is naar je school gestuurd.',
        'Je account staat on hold tot het verzoek behandeld is; we schrijven je dan.',
      ],
      note: [],
    },
    'deletion-done': {
      subject: 'Je {appName}-account is verwijderd',
      body: ['Zoals gevraagd is je account verwijderd en zijn je persoonsgegevens gewist.'],
      note: ['Dit is de laatste e-mail die je van ons ontvangt.'],
    },
    'deletion-refused': {
      subject: 'Je verzoek om je account te verwijderen werd geweigerd',
      body: [
        'Je school heeft je verzoek om je {appName}-account te verwijderen geweigerd, om deze reden:',
        '{reason}',
        'Je account is opnieuw actief; je kunt je zoals vroeger aanmelden.',
      ],
      note: [],
    },
    'children-without-guardian': {
      subject: 'Kinderen zonder ouder of voogd op {appName}',
      body: [
        'Een account werd op verzoek van de eigenaar verwijderd. Deze kinderen hebben geen ouder of voogd meer: {child}.',
        'Niemand kan voor hen inloggen, aangeduid worden om hen op te halen of toestemming voor foto’s geven tot er opnieuw een ouder of voogd gekoppeld is. Stuur vanuit de lijst een familielid een uitnodiging met de sleutel van het kind.',
      ],
      action: 'Kinderen zonder ouder of voogd bekijken',
      note: [],
    },
    'chat-messages': {
      subject: 'U hebt ongelezen berichten op {appName}',
      body: ['Er wachten nieuwe berichten op u in uw {appName}-chat.'],
      action: 'Chat openen',
      note: [
        'U ontvangt deze e-mail omdat u gevraagd hebt om op de hoogte te blijven van nieuwe chatberichten. U kunt dit uitschakelen in de chatinstellingen.',
      ],
    },
    // A relative invited to follow a child (modules/invitations, docs/invitations.md).
    invitation: {
      subject: '{inviter} nodigt u uit om {child} te volgen op {appName}',
      body: [
        '{inviter} nodigt u uit om {child} te volgen op {appName}, de app van de school en de familie van {child}: nieuws, foto’s, het dagverslag en berichten.',
        'Uw sleutel voor {child}: {key}',
        'Meld u aan bij {appName}, kies “Een kind toevoegen” en typ de 8 tekens van de sleutel.',
      ],
      action: 'Aanmelden',
      note: [
        'U hebt een {appName}-account nodig om u aan te melden: hebt u er nog geen, vraag dan de school van {child} om er een aan te maken met dit e-mailadres.',
        'Kent u {inviter} niet, negeer dan deze e-mail.',
      ],
    },
    // An account the school created: choose a first password (modules/recovery/recovery.activation.ts).
    'account-activation': {
      subject: 'Je {appName}-account staat klaar',
      body: [
        "Je school heeft een {appName}-account voor je aangemaakt: nieuws, foto's, berichten en de dag van de kinderen die je volgt, op één plek.",
        'Kies je wachtwoord om te beginnen.',
      ],
      action: 'Mijn wachtwoord kiezen',
      note: [
        'Deze link werkt één keer en verloopt over {days} dagen. Is hij verlopen, vraag je school dan een nieuwe.',
        'Ken je deze school niet, negeer deze e-mail dan.',
      ],
    },
    // A guardian linked to a child, to its other referent guardians (docs/notifications.md).
    'notification-new-guardian': {
      subject: '{guardian} volgt nu {child} op {appName}',
      body: [
        '{guardian} is op {appName} gekoppeld aan {child}, als: {relationship}.',
        'Als referentieouder van {child} word je op de hoogte gebracht van elke nieuwe ouder. Klopt dit niet, verwittig dan meteen de opvang.',
      ],
      action: '{appName} openen',
      note: ['Je ontvangt deze e-mail omdat je referentieouder van {child} bent.'],
    },
    // Items waiting for a moderator, batched (modules/notifications/notifications.moderation-mail.ts).
    'notification-moderation': {
      subject: 'Er wachten items op je moderatie op {appName}',
      body: ['{count} item(s) wachten op je moderatie op {appName}.'],
      action: 'Modereren',
      note: [
        'Je ontvangt deze e-mail omdat je moderator bent. Zolang er meer items binnenkomen, krijg je hoogstens één e-mail per uur.',
      ],
    },
    // A postal card to the staff of a section (modules/postal-cards).
    'notification-postal-card': {
      subject: 'Een postkaart van de familie van {child}',
      body: ['De familie van {child} heeft op {appName} een postkaart gestuurd naar {section}.'],
      action: 'De postkaarten bekijken',
      note: ['Je ontvangt deze e-mail omdat je met {section} werkt.'],
    },
    // Tomorrow's birthdays of a section (modules/notifications/notifications.birthdays.ts).
    'notification-birthday': {
      subject: 'Morgen jarig: {child}',
      body: ['Morgen is er een verjaardag in {section}: {child}.'],
      action: '{appName} openen',
      note: [
        'Je ontvangt deze e-mail omdat je op de hoogte wordt gebracht van de verjaardagen van de kinderen van je afdelingen.',
      ],
    },
  },
}
