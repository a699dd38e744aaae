import type { Language } from '@nido/domain/i18n/languages'
import type { DailyEntryKind } from '@nido/domain/enums/daily'
import type { Gender } from '@nido/domain/enums/people'
import type { DigestItemType } from './weekly-digest.content'

// The words of the weekly digest in the seven languages (spec 000 §1), beside the other mail texts
// (mail/texts.*.ts give the greeting and signature). Sentences that name a child agree with the
// child's gender where the language needs it (French and Italian participles, the Portuguese
// article); an unknown gender takes the inclusive form. The care-log kinds are the web's labels
// (features/daily-log/i18n).

export interface DigestTexts {
  subject: (names: string) => string
  intro: (range: string) => string
  childHeading: (name: string) => string
  forGuardian: string
  nothingNew: (name: string) => string
  items: Record<DigestItemType, string>
  photos: (n: number) => string
  careHeading: string
  days: (name: string, gender: Gender | null, n: number) => string
  eventsHeading: string
  allDay: string
  open: string
  why: string
  unsubscribe: string
  kinds: Record<DailyEntryKind, string>
}

// Decision 0047: French elides "de" before a vowel or a mute h ("d’Inès", "de Zoé").
const elidingStart = /^(?:[aeiouâàäéèêëîïôöûùüœæh]|y[^aeiouy])/i
const frenchDe = (name: string) => (elidingStart.test(name) ? `d’${name}` : `de ${name}`)

const en: DigestTexts = {
  subject: (names) => `The week of ${names}`,
  intro: (range) => `Here is your week at a glance (${range}).`,
  childHeading: (name) => name,
  forGuardian: 'Shared with you',
  nothingNew: (name) => `Nothing new for ${name} this week.`,
  items: { Post: 'News', Gallery: 'Album', Folder: 'Folder', Poll: 'Poll' },
  photos: (n) => (n === 1 ? '1 photo' : `${n} photos`),
  careHeading: 'Care log',
  days: (name, _g, n) => `${name} spent ${n} ${n === 1 ? 'day' : 'days'} with us this week.`,
  eventsHeading: 'Coming up',
  allDay: 'all day',
  open: 'Open {appName}',
  why: 'You receive this summary because the weekly e-mail is on in your account.',
  unsubscribe: 'Stop the weekly e-mail',
  kinds: {
    meal: 'Meal',
    bottle: 'Bottle',
    soup: 'Soup',
    changes: 'Changes',
    heals: 'Care',
    nap: 'Nap',
    note: 'Note',
    'audio-message': 'Audio message',
    mood: 'Mood',
    activities: 'Activities',
    incident: 'Incident',
    drug: 'Medication',
    temperature: 'Temperature',
    'to-bring': 'To bring',
    forgotten: 'Forgotten',
    departure: 'Departure',
  },
}

const fr: DigestTexts = {
  subject: (names) => `La semaine ${frenchDe(names)}`,
  intro: (range) => `Voici votre semaine en bref (${range}).`,
  childHeading: (name) => name,
  forGuardian: 'Partagé avec vous',
  nothingNew: (name) => `Rien de nouveau pour ${name} cette semaine.`,
  items: { Post: 'Actualité', Gallery: 'Album', Folder: 'Dossier', Poll: 'Sondage' },
  photos: (n) => (n === 1 ? '1 photo' : `${n} photos`),
  careHeading: 'Cahier de vie',
  days: (name, gender, n) => {
    const welcomed = gender === 'Female' ? 'accueillie' : gender === 'Male' ? 'accueilli' : 'accueilli·e'
    return `${name} a été ${welcomed} ${n} ${n === 1 ? 'jour' : 'jours'} cette semaine.`
  },
  eventsHeading: 'À venir',
  allDay: 'toute la journée',
  open: 'Ouvrir {appName}',
  why: 'Vous recevez ce résumé parce que l’e-mail hebdomadaire est activé dans votre compte.',
  unsubscribe: 'Ne plus recevoir l’e-mail hebdomadaire',
  kinds: {
    meal: 'Repas',
    bottle: 'Biberon',
    soup: 'Soupe',
    changes: 'Change',
    heals: 'Soins',
    nap: 'Sieste',
    note: 'Note',
    'audio-message': 'Message audio',
    mood: 'Humeur',
    activities: 'Activités',
    incident: 'Incident',
    drug: 'Médicament',
    temperature: 'Température',
    'to-bring': 'À apporter',
    forgotten: 'Oublié',
    departure: 'Départ',
  },
}

const nlBE: DigestTexts = {
  subject: (names) => `De week van ${names}`,
  intro: (range) => `Hier is uw week in het kort (${range}).`,
  childHeading: (name) => name,
  forGuardian: 'Met u gedeeld',
  nothingNew: (name) => `Niets nieuws voor ${name} deze week.`,
  items: { Post: 'Nieuws', Gallery: 'Album', Folder: 'Map', Poll: 'Peiling' },
  photos: (n) => (n === 1 ? '1 foto' : `${n} foto’s`),
  careHeading: 'Dagboek',
  days: (name, _g, n) => `${name} was deze week ${n} ${n === 1 ? 'dag' : 'dagen'} bij ons.`,
  eventsHeading: 'Binnenkort',
  allDay: 'hele dag',
  open: '{appName} openen',
  why: 'U ontvangt deze samenvatting omdat de wekelijkse e-mail in uw account aan staat.',
  unsubscribe: 'De wekelijkse e-mail stopzetten',
  kinds: {
    meal: 'Maaltijd',
    bottle: 'Fles',
    soup: 'Soep',
    changes: 'Verschoning',
    heals: 'Verzorging',
    nap: 'Dutje',
    note: 'Notitie',
    'audio-message': 'Audiobericht',
    mood: 'Humeur',
    activities: 'Activiteiten',
    incident: 'Incident',
    drug: 'Medicatie',
    temperature: 'Temperatuur',
    'to-bring': 'Mee te brengen',
    forgotten: 'Vergeten',
    departure: 'Vertrek',
  },
}

const de: DigestTexts = {
  subject: (names) => `Die Woche von ${names}`,
  intro: (range) => `Hier ist Ihre Woche auf einen Blick (${range}).`,
  childHeading: (name) => name,
  forGuardian: 'Mit Ihnen geteilt',
  nothingNew: (name) => `Diese Woche nichts Neues für ${name}.`,
  items: { Post: 'Neuigkeit', Gallery: 'Album', Folder: 'Ordner', Poll: 'Umfrage' },
  photos: (n) => (n === 1 ? '1 Foto' : `${n} Fotos`),
  careHeading: 'Tagesbericht',
  days: (name, _g, n) => `${name} war diese Woche ${n} ${n === 1 ? 'Tag' : 'Tage'} bei uns.`,
  eventsHeading: 'Demnächst',
  allDay: 'ganztägig',
  open: '{appName} öffnen',
  why: 'Sie erhalten diese Zusammenfassung, weil die wöchentliche E-Mail in Ihrem Konto eingeschaltet ist.',
  unsubscribe: 'Die wöchentliche E-Mail abbestellen',
  kinds: {
    meal: 'Mahlzeit',
    bottle: 'Fläschchen',
    soup: 'Suppe',
    changes: 'Wickeln',
    heals: 'Pflege',
    nap: 'Mittagsschlaf',
    note: 'Notiz',
    'audio-message': 'Sprachnachricht',
    mood: 'Stimmung',
    activities: 'Aktivitäten',
    incident: 'Vorfall',
    drug: 'Medikament',
    temperature: 'Temperatur',
    'to-bring': 'Mitbringen',
    forgotten: 'Vergessen',
    departure: 'Abholung',
  },
}

const it: DigestTexts = {
  subject: (names) => `La settimana di ${names}`,
  intro: (range) => `Ecco la vostra settimana in breve (${range}).`,
  childHeading: (name) => name,
  forGuardian: 'Condiviso con voi',
  nothingNew: (name) => `Niente di nuovo per ${name} questa settimana.`,
  items: { Post: 'Notizia', Gallery: 'Album', Folder: 'Cartella', Poll: 'Sondaggio' },
  photos: (n) => (n === 1 ? '1 foto' : `${n} foto`),
  careHeading: 'Diario',
  days: (name, gender, n) => {
    const been = gender === 'Female' ? 'stata' : gender === 'Male' ? 'stato' : 'stato/a'
    return `${name} è ${been} con noi ${n} ${n === 1 ? 'giorno' : 'giorni'} questa settimana.`
  },
  eventsHeading: 'Prossimamente',
  allDay: 'tutto il giorno',
  open: 'Apri {appName}',
  why: 'Ricevete questo riepilogo perché l’e-mail settimanale è attiva nel vostro account.',
  unsubscribe: 'Non ricevere più l’e-mail settimanale',
  kinds: {
    meal: 'Pasto',
    bottle: 'Biberon',
    soup: 'Minestra',
    changes: 'Cambio',
    heals: 'Cure',
    nap: 'Nanna',
    note: 'Nota',
    'audio-message': 'Messaggio audio',
    mood: 'Umore',
    activities: 'Attività',
    incident: 'Incidente',
    drug: 'Farmaco',
    temperature: 'Temperatura',
    'to-bring': 'Da portare',
    forgotten: 'Dimenticato',
    departure: 'Uscita',
  },
}

const pt: DigestTexts = {
  subject: (names) => `A semana de ${names}`,
  intro: (range) => `Aqui está o resumo da sua semana (${range}).`,
  childHeading: (name) => name,
  forGuardian: 'Partilhado consigo',
  nothingNew: (name) => `Nada de novo para ${name} esta semana.`,
  items: { Post: 'Notícia', Gallery: 'Álbum', Folder: 'Pasta', Poll: 'Sondagem' },
  photos: (n) => (n === 1 ? '1 fotografia' : `${n} fotografias`),
  careHeading: 'Diário',
  days: (name, gender, n) => {
    const article = gender === 'Female' ? 'A ' : gender === 'Male' ? 'O ' : ''
    return `${article}${name} esteve connosco ${n} ${n === 1 ? 'dia' : 'dias'} esta semana.`
  },
  eventsHeading: 'Brevemente',
  allDay: 'todo o dia',
  open: 'Abrir {appName}',
  why: 'Recebe este resumo porque o e-mail semanal está ativo na sua conta.',
  unsubscribe: 'Deixar de receber o e-mail semanal',
  kinds: {
    meal: 'Refeição',
    bottle: 'Biberão',
    soup: 'Sopa',
    changes: 'Muda',
    heals: 'Cuidados',
    nap: 'Sesta',
    note: 'Nota',
    'audio-message': 'Mensagem áudio',
    mood: 'Humor',
    activities: 'Atividades',
    incident: 'Incidente',
    drug: 'Medicamento',
    temperature: 'Temperatura',
    'to-bring': 'A trazer',
    forgotten: 'Esquecido',
    departure: 'Saída',
  },
}

const es: DigestTexts = {
  subject: (names) => `La semana de ${names}`,
  intro: (range) => `Este es el resumen de su semana (${range}).`,
  childHeading: (name) => name,
  forGuardian: 'Compartido con usted',
  nothingNew: (name) => `Nada nuevo para ${name} esta semana.`,
  items: { Post: 'Noticia', Gallery: 'Álbum', Folder: 'Carpeta', Poll: 'Encuesta' },
  photos: (n) => (n === 1 ? '1 foto' : `${n} fotos`),
  careHeading: 'Diario',
  days: (name, _g, n) => `${name} ha estado ${n} ${n === 1 ? 'día' : 'días'} con nosotros esta semana.`,
  eventsHeading: 'Próximamente',
  allDay: 'todo el día',
  open: 'Abrir {appName}',
  why: 'Recibe este resumen porque el correo semanal está activado en su cuenta.',
  unsubscribe: 'Dejar de recibir el correo semanal',
  kinds: {
    meal: 'Comida',
    bottle: 'Biberón',
    soup: 'Sopa',
    changes: 'Cambio',
    heals: 'Cuidados',
    nap: 'Siesta',
    note: 'Nota',
    'audio-message': 'Mensaje de audio',
    mood: 'Estado de ánimo',
    activities: 'Actividades',
    incident: 'Incidente',
    drug: 'Medicamento',
    temperature: 'Temperatura',
    'to-bring': 'Para traer',
    forgotten: 'Olvidado',
    departure: 'Salida',
  },
}

export const digestTexts: Record<Language, DigestTexts> = { en, fr, nl_BE: nlBE, de, it, pt, es }
