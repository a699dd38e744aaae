import { fallbackLanguage, parseLanguage, type Language } from '@nido/domain/i18n/languages'

// The titles of push notifications, in the recipient's language (docs/notifications-push.md
// "What is sent"). A title names the kind of thing and the school, never a child, a person or
// what a post says: it shows on a locked phone's screen. The app shows the rest once opened.

export const pushTitles = ['post', 'photos', 'news', 'message', 'careLog', 'event', 'moderation'] as const
export type PushTitle = (typeof pushTitles)[number]

const texts: Record<Language, Record<PushTitle, string>> = {
  en: {
    post: 'New post — {school}',
    photos: 'New photos — {school}',
    news: 'New in the news feed — {school}',
    message: 'New message',
    careLog: 'The care log of the day is ready',
    event: 'Event reminder — {school}',
    moderation: 'Something is waiting for moderation — {school}',
  },
  fr: {
    post: 'Nouvelle publication — {school}',
    photos: 'Nouvelles photos — {school}',
    news: 'Nouveau dans le fil d’actualité — {school}',
    message: 'Nouveau message',
    careLog: 'Le cahier de liaison du jour est prêt',
    event: 'Rappel d’événement — {school}',
    moderation: 'Un contenu attend la modération — {school}',
  },
  nl_BE: {
    post: 'Nieuw bericht — {school}',
    photos: 'Nieuwe foto’s — {school}',
    news: 'Nieuw in het nieuwsoverzicht — {school}',
    message: 'Nieuw chatbericht',
    careLog: 'Het dagverslag is klaar',
    event: 'Herinnering aan een activiteit — {school}',
    moderation: 'Er wacht iets op moderatie — {school}',
  },
  de: {
    post: 'Neuer Beitrag — {school}',
    photos: 'Neue Fotos — {school}',
    news: 'Neu im Newsfeed — {school}',
    message: 'Neue Nachricht',
    careLog: 'Der Tagesbericht ist fertig',
    event: 'Terminerinnerung — {school}',
    moderation: 'Etwas wartet auf Moderation — {school}',
  },
  it: {
    post: 'Nuovo post — {school}',
    photos: 'Nuove foto — {school}',
    news: 'Novità nel feed — {school}',
    message: 'Nuovo messaggio',
    careLog: 'Il diario della giornata è pronto',
    event: 'Promemoria evento — {school}',
    moderation: 'Qualcosa attende la moderazione — {school}',
  },
  pt: {
    post: 'Nova publicação — {school}',
    photos: 'Novas fotos — {school}',
    news: 'Novidade no feed — {school}',
    message: 'Nova mensagem',
    careLog: 'O diário do dia está pronto',
    event: 'Lembrete de evento — {school}',
    moderation: 'Algo aguarda moderação — {school}',
  },
  es: {
    post: 'Nueva publicación — {school}',
    photos: 'Nuevas fotos — {school}',
    news: 'Novedad en el muro — {school}',
    message: 'Nuevo mensaje',
    careLog: 'El diario del día está listo',
    event: 'Recordatorio de evento — {school}',
    moderation: 'Algo espera moderación — {school}',
  },
}

export function isPushTitle(value: string): value is PushTitle {
  return (pushTitles as readonly string[]).includes(value)
}

/** The title in the language, its `{school}` filled (dropped with its dash when unknown). */
export function renderPushTitle(title: PushTitle, language: string, params: Record<string, string>): string {
  const text = texts[parseLanguage(language) ?? fallbackLanguage][title]
  const school = params.school?.trim()
  return school ? text.replace('{school}', school) : text.replace(/ — \{school\}$/, '')
}
