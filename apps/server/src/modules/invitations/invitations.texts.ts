import { fallbackLanguage, parseLanguage, type Language } from '@nido/domain/i18n/languages'

// The SMS and the printable invitation, in seven languages (the e-mail's texts are
// in mail/texts.*.ts, template 'invitation'). `{name}` placeholders are filled by fillText.

interface InvitationTexts {
  /** One SMS: who invites, for which child, the key and where to use it. */
  sms: string
  pdf: {
    title: string
    intro: string
    keyLabel: string
    steps: readonly string[]
    noAccount: string
  }
}

export const invitationTexts: Record<Language, InvitationTexts> = {
  en: {
    sms: '{inviter} invites you to follow {child} on {appName}. Key: {key}. Sign in at {link} and choose "Add a child".',
    pdf: {
      title: 'Follow {child} on {appName}',
      intro: 'You are invited to follow {child} on {appName}: news, photos, the day’s care log and messages.',
      keyLabel: 'Key for {child}',
      steps: [
        'Sign in to {appName} at {link}.',
        'Choose “Add a child”.',
        'Type the 8 characters of the key, then say how you are related to {child}.',
      ],
      noAccount: 'No account yet? Ask {child}’s school to create one for you.',
    },
  },
  fr: {
    sms: '{inviter} vous invite à suivre {child} sur {appName}. Clé : {key}. Connectez-vous sur {link} et choisissez « Ajouter un enfant ».',
    pdf: {
      title: 'Suivre {child} sur {appName}',
      intro:
        'Vous êtes invité à suivre {child} sur {appName} : actualités, photos, journal de la journée et messages.',
      keyLabel: 'Clé de {child}',
      steps: [
        'Connectez-vous à {appName} sur {link}.',
        'Choisissez « Ajouter un enfant ».',
        'Saisissez les 8 caractères de la clé, puis indiquez votre lien avec {child}.',
      ],
      noAccount: 'Pas encore de compte ? Demandez à l’établissement de {child} de vous en créer un.',
    },
  },
  nl_BE: {
    sms: '{inviter} nodigt u uit om {child} te volgen op {appName}. Sleutel: {key}. Meld u aan op {link} en kies "Een kind toevoegen".',
    pdf: {
      title: '{child} volgen op {appName}',
      intro:
        'U bent uitgenodigd om {child} te volgen op {appName}: nieuws, foto’s, het dagverslag en berichten.',
      keyLabel: 'Sleutel van {child}',
      steps: [
        'Meld u aan bij {appName} op {link}.',
        'Kies “Een kind toevoegen”.',
        'Typ de 8 tekens van de sleutel en geef aan wat uw band met {child} is.',
      ],
      noAccount: 'Nog geen account? Vraag de school van {child} om er een voor u aan te maken.',
    },
  },
  de: {
    sms: '{inviter} lädt Sie ein, {child} auf {appName} zu folgen. Schlüssel: {key}. Melden Sie sich auf {link} an und wählen Sie "Ein Kind hinzufügen".',
    pdf: {
      title: '{child} auf {appName} folgen',
      intro:
        'Sie sind eingeladen, {child} auf {appName} zu folgen: Neuigkeiten, Fotos, das Tagesprotokoll und Nachrichten.',
      keyLabel: 'Schlüssel für {child}',
      steps: [
        'Melden Sie sich bei {appName} auf {link} an.',
        'Wählen Sie „Ein Kind hinzufügen“.',
        'Geben Sie die 8 Zeichen des Schlüssels ein und sagen Sie, in welcher Beziehung Sie zu {child} stehen.',
      ],
      noAccount: 'Noch kein Konto? Bitten Sie die Einrichtung von {child}, eines für Sie anzulegen.',
    },
  },
  it: {
    sms: '{inviter} ti invita a seguire {child} su {appName}. Chiave: {key}. Accedi su {link} e scegli "Aggiungi un bambino".',
    pdf: {
      title: 'Segui {child} su {appName}',
      intro:
        'Sei invitato a seguire {child} su {appName}: notizie, foto, il diario della giornata e messaggi.',
      keyLabel: 'Chiave di {child}',
      steps: [
        'Accedi a {appName} su {link}.',
        'Scegli “Aggiungi un bambino”.',
        'Digita gli 8 caratteri della chiave, poi indica il tuo legame con {child}.',
      ],
      noAccount: 'Non hai ancora un account? Chiedi alla struttura di {child} di crearne uno per te.',
    },
  },
  pt: {
    sms: '{inviter} convida-o a acompanhar {child} no {appName}. Chave: {key}. Inicie sessão em {link} e escolha "Adicionar uma criança".',
    pdf: {
      title: 'Acompanhar {child} no {appName}',
      intro:
        'Está convidado a acompanhar {child} no {appName}: notícias, fotografias, o diário do dia e mensagens.',
      keyLabel: 'Chave de {child}',
      steps: [
        'Inicie sessão no {appName} em {link}.',
        'Escolha “Adicionar uma criança”.',
        'Escreva os 8 caracteres da chave e indique a sua relação com {child}.',
      ],
      noAccount: 'Ainda não tem conta? Peça à escola de {child} que crie uma para si.',
    },
  },
  es: {
    sms: '{inviter} te invita a seguir a {child} en {appName}. Clave: {key}. Inicia sesión en {link} y elige "Añadir un niño".',
    pdf: {
      title: 'Seguir a {child} en {appName}',
      intro: 'Te invitan a seguir a {child} en {appName}: noticias, fotos, el diario del día y mensajes.',
      keyLabel: 'Clave de {child}',
      steps: [
        'Inicia sesión en {appName} en {link}.',
        'Elige «Añadir un niño».',
        'Escribe los 8 caracteres de la clave e indica tu relación con {child}.',
      ],
      noAccount: '¿Aún no tienes cuenta? Pide al centro de {child} que te cree una.',
    },
  },
}

export function textsFor(language: string): InvitationTexts {
  return invitationTexts[parseLanguage(language) ?? fallbackLanguage]
}

export function fillText(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole)
}
