import type { FastifyInstance } from 'fastify'
import { languages, type Language } from '@nido/domain/i18n/languages'
import { demoPassword } from './demo-accounts'

// The demo's own documents (README "What the demo contains"): the terms of use its brands publish
// and the guide its welcome message's "Take the tour" opens. They are pages of the app itself, at
// addresses built from PUBLIC_URL, so a fresh install's links resolve wherever it runs. A real
// organisation publishes its own terms elsewhere and points its brand's terms at them.

export const demoTermsPath = (language: Language) => `/demo/terms/${language}`
export const demoGuidePath = (language: Language) => `/demo/guide/${language}`
export const demoTermsUrl = (publicUrl: string, language: Language) =>
  `${publicUrl}${demoTermsPath(language)}`
export const demoGuideUrl = (publicUrl: string, language: Language) =>
  `${publicUrl}${demoGuidePath(language)}`

interface Document {
  title: string
  paragraphs: readonly string[]
  items?: readonly string[]
  back: string
}

const terms: Record<Language, Document> = {
  en: {
    title: 'Terms of use of the Nido demo',
    paragraphs: [
      'This is a demonstration of Nido. The schools, the families, the messages and the photos are invented.',
      'Do not enter real personal data: everyone who has the demo password can read what you write.',
      'The data is created again when the server starts on an empty database.',
      'An organisation that uses Nido publishes its own terms of use and links them from its brand.',
    ],
    back: 'Back to Nido',
  },
  fr: {
    title: 'Conditions d’utilisation de la démo Nido',
    paragraphs: [
      'Ceci est une démonstration de Nido. Les écoles, les familles, les messages et les photos sont inventés.',
      'N’y saisissez aucune donnée personnelle réelle : toute personne qui connaît le mot de passe de la démo peut lire ce que vous écrivez.',
      'Les données sont recréées lorsque le serveur démarre sur une base vide.',
      'Un organisme qui utilise Nido publie ses propres conditions d’utilisation et les relie à sa marque.',
    ],
    back: 'Retour à Nido',
  },
  nl_BE: {
    title: 'Gebruiksvoorwaarden van de Nido-demo',
    paragraphs: [
      'Dit is een demonstratie van Nido. De scholen, de gezinnen, de berichten en de foto’s zijn verzonnen.',
      'Vul geen echte persoonsgegevens in: iedereen die het wachtwoord van de demo kent, kan lezen wat je schrijft.',
      'De gegevens worden opnieuw aangemaakt wanneer de server op een lege database start.',
      'Een organisatie die Nido gebruikt, publiceert haar eigen gebruiksvoorwaarden en koppelt ze aan haar merk.',
    ],
    back: 'Terug naar Nido',
  },
  de: {
    title: 'Nutzungsbedingungen der Nido-Demo',
    paragraphs: [
      'Dies ist eine Demonstration von Nido. Die Einrichtungen, Familien, Nachrichten und Fotos sind erfunden.',
      'Geben Sie keine echten personenbezogenen Daten ein: Wer das Demo-Passwort kennt, kann lesen, was Sie schreiben.',
      'Die Daten werden neu angelegt, wenn der Server mit einer leeren Datenbank startet.',
      'Eine Organisation, die Nido nutzt, veröffentlicht ihre eigenen Nutzungsbedingungen und verknüpft sie mit ihrer Marke.',
    ],
    back: 'Zurück zu Nido',
  },
  it: {
    title: 'Condizioni d’uso della demo di Nido',
    paragraphs: [
      'Questa è una dimostrazione di Nido. Le scuole, le famiglie, i messaggi e le foto sono inventati.',
      'Non inserite dati personali reali: chiunque conosca la password della demo può leggere ciò che scrivete.',
      'I dati vengono ricreati quando il server parte con un database vuoto.',
      'Un’organizzazione che usa Nido pubblica le proprie condizioni d’uso e le collega al proprio marchio.',
    ],
    back: 'Torna a Nido',
  },
  pt: {
    title: 'Termos de utilização da demonstração do Nido',
    paragraphs: [
      'Esta é uma demonstração do Nido. As escolas, as famílias, as mensagens e as fotografias são inventadas.',
      'Não introduza dados pessoais reais: quem conhece a palavra-passe da demonstração pode ler o que escreve.',
      'Os dados são recriados quando o servidor arranca com uma base de dados vazia.',
      'Uma organização que usa o Nido publica os seus próprios termos de utilização e liga-os à sua marca.',
    ],
    back: 'Voltar ao Nido',
  },
  es: {
    title: 'Condiciones de uso de la demo de Nido',
    paragraphs: [
      'Esta es una demostración de Nido. Las escuelas, las familias, los mensajes y las fotos son inventados.',
      'No introduzca datos personales reales: cualquiera que conozca la contraseña de la demo puede leer lo que escribe.',
      'Los datos se vuelven a crear cuando el servidor arranca con una base de datos vacía.',
      'Una organización que usa Nido publica sus propias condiciones de uso y las enlaza desde su marca.',
    ],
    back: 'Volver a Nido',
  },
}

const guide: Record<Language, Document> = {
  en: {
    title: 'A tour of the Nido demo',
    paragraphs: [
      `Every account uses the password ${demoPassword}. Each school has lived a week: albums with photos, a poll, a folder, a chat thread; postal cards in Lisbon and Antwerp, partner news and a care-log day in Lyon and London.`,
    ],
    items: [
      'guardian.lyon@nido.demo: a parent’s newsfeed, albums, the care log of yesterday and a chat with the teacher.',
      'teacher.babies@nido.demo: post news, make an album, fill the care log of the day.',
      'director@nido.demo: moderation, polls, folders and the school’s team.',
      'guardian.lisbon@nido.demo: send a postal card to the child’s class.',
      'sponsor@nido.demo: the partner company’s news.',
      'admin@nido.demo: the administration of groups, brands and schools.',
    ],
    back: 'Open Nido',
  },
  fr: {
    title: 'Visite de la démo Nido',
    paragraphs: [
      `Tous les comptes utilisent le mot de passe ${demoPassword}. Chaque école a vécu une semaine : albums photo, un sondage, un dossier, une conversation ; des cartes postales à Lisbonne et Anvers, les nouvelles du partenaire et une journée de cahier de vie à Lyon et Londres.`,
    ],
    items: [
      'guardian.lyon@nido.demo : le fil d’actualité d’un parent, les albums, le cahier de vie d’hier et une conversation avec l’équipe.',
      'teacher.babies@nido.demo : publier une actualité, créer un album, remplir le cahier de vie du jour.',
      'director@nido.demo : la modération, les sondages, les dossiers et l’équipe de l’école.',
      'guardian.lisbon@nido.demo : envoyer une carte postale à la classe de son enfant.',
      'sponsor@nido.demo : les nouvelles de l’entreprise partenaire.',
      'admin@nido.demo : l’administration des groupes, marques et écoles.',
    ],
    back: 'Ouvrir Nido',
  },
  nl_BE: {
    title: 'Rondleiding door de Nido-demo',
    paragraphs: [
      `Alle accounts gebruiken het wachtwoord ${demoPassword}. Elke school heeft een week achter de rug: albums met foto’s, een peiling, een map, een gesprek; postkaarten in Lissabon en Antwerpen, nieuws van de partner en een dag in het dagboek in Lyon en Londen.`,
    ],
    items: [
      'guardian.lyon@nido.demo: het nieuwsoverzicht van een ouder, de albums, het dagboek van gisteren en een gesprek met de begeleiding.',
      'teacher.babies@nido.demo: nieuws plaatsen, een album maken, het dagboek van vandaag invullen.',
      'director@nido.demo: moderatie, peilingen, mappen en het team van de school.',
      'guardian.lisbon@nido.demo: een postkaart sturen naar de klas van het kind.',
      'sponsor@nido.demo: het nieuws van het partnerbedrijf.',
      'admin@nido.demo: het beheer van groepen, merken en scholen.',
    ],
    back: 'Nido openen',
  },
  de: {
    title: 'Rundgang durch die Nido-Demo',
    paragraphs: [
      `Alle Konten verwenden das Passwort ${demoPassword}. Jede Einrichtung hat eine Woche erlebt: Alben mit Fotos, eine Umfrage, ein Ordner, ein Chat; Postkarten in Lissabon und Antwerpen, Partnernachrichten und ein Tag im Tagebuch in Lyon und London.`,
    ],
    items: [
      'guardian.lyon@nido.demo: der Nachrichtenfeed eines Elternteils, Alben, das Tagebuch von gestern und ein Chat mit dem Team.',
      'teacher.babies@nido.demo: Neuigkeiten veröffentlichen, ein Album anlegen, das Tagebuch des Tages ausfüllen.',
      'director@nido.demo: Moderation, Umfragen, Ordner und das Team der Einrichtung.',
      'guardian.lisbon@nido.demo: eine Postkarte an die Gruppe des Kindes senden.',
      'sponsor@nido.demo: die Nachrichten des Partnerunternehmens.',
      'admin@nido.demo: die Verwaltung von Gruppen, Marken und Einrichtungen.',
    ],
    back: 'Nido öffnen',
  },
  it: {
    title: 'Visita della demo di Nido',
    paragraphs: [
      `Tutti gli account usano la password ${demoPassword}. Ogni scuola ha vissuto una settimana: album con foto, un sondaggio, una cartella, una conversazione; cartoline a Lisbona e Anversa, notizie del partner e una giornata del diario a Lione e Londra.`,
    ],
    items: [
      'guardian.lyon@nido.demo: la bacheca di un genitore, gli album, il diario di ieri e una conversazione con le educatrici.',
      'teacher.babies@nido.demo: pubblicare una notizia, creare un album, compilare il diario del giorno.',
      'director@nido.demo: moderazione, sondaggi, cartelle e il team della scuola.',
      'guardian.lisbon@nido.demo: inviare una cartolina alla classe del bambino.',
      'sponsor@nido.demo: le notizie dell’azienda partner.',
      'admin@nido.demo: l’amministrazione di gruppi, marchi e scuole.',
    ],
    back: 'Apri Nido',
  },
  pt: {
    title: 'Visita à demonstração do Nido',
    paragraphs: [
      `Todas as contas usam a palavra-passe ${demoPassword}. Cada escola viveu uma semana: álbuns com fotografias, um inquérito, uma pasta, uma conversa; postais em Lisboa e Antuérpia, notícias do parceiro e um dia de diário em Lyon e Londres.`,
    ],
    items: [
      'guardian.lyon@nido.demo: o feed de notícias de um encarregado de educação, os álbuns, o diário de ontem e uma conversa com a equipa.',
      'teacher.babies@nido.demo: publicar uma notícia, criar um álbum, preencher o diário do dia.',
      'director@nido.demo: moderação, inquéritos, pastas e a equipa da escola.',
      'guardian.lisbon@nido.demo: enviar um postal à sala da criança.',
      'sponsor@nido.demo: as notícias da empresa parceira.',
      'admin@nido.demo: a administração de grupos, marcas e escolas.',
    ],
    back: 'Abrir o Nido',
  },
  es: {
    title: 'Recorrido por la demo de Nido',
    paragraphs: [
      `Todas las cuentas usan la contraseña ${demoPassword}. Cada escuela ha vivido una semana: álbumes con fotos, una encuesta, una carpeta, una conversación; postales en Lisboa y Amberes, noticias del colaborador y un día de diario en Lyon y Londres.`,
    ],
    items: [
      'guardian.lyon@nido.demo: el muro de noticias de una familia, los álbumes, el diario de ayer y una conversación con el equipo.',
      'teacher.babies@nido.demo: publicar una noticia, crear un álbum, rellenar el diario del día.',
      'director@nido.demo: moderación, encuestas, carpetas y el equipo de la escuela.',
      'guardian.lisbon@nido.demo: enviar una postal al aula del niño.',
      'sponsor@nido.demo: las noticias de la empresa colaboradora.',
      'admin@nido.demo: la administración de grupos, marcas y escuelas.',
    ],
    back: 'Abrir Nido',
  },
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** A page that reads well on a phone and needs nothing else (no script, no external file). */
export function renderDocument(language: Language, doc: Document): string {
  const lang = language.replace('_', '-')
  const items = doc.items?.length
    ? `<ul>${doc.items.map((i) => `<li>${escapeHtml(i)}</li>`).join('')}</ul>`
    : ''
  return `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(doc.title)}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem;color:#1d2733}h1{font-size:1.6rem}a{color:#1f5f8b}</style>
</head><body><main>
<h1>${escapeHtml(doc.title)}</h1>
${doc.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
${items}
<p><a href="/">${escapeHtml(doc.back)}</a></p>
</main></body></html>`
}

const isLanguage = (value: string): value is Language => (languages as readonly string[]).includes(value)

/** GET /demo/terms/:language and /demo/guide/:language: public pages, like the app's own files. */
export async function demoDocumentRoutes(app: FastifyInstance): Promise<void> {
  for (const [kind, docs] of [
    ['terms', terms],
    ['guide', guide],
  ] as const) {
    app.get<{ Params: { language: string } }>(
      `/demo/${kind}/:language`,
      { schema: { hide: true } },
      async (req, reply) => {
        const { language } = req.params
        if (!isLanguage(language)) return reply.callNotFound()
        return reply
          .type('text/html; charset=utf-8')
          .header('cache-control', 'public, max-age=3600')
          .send(renderDocument(language, docs[language]))
      },
    )
  }
}
