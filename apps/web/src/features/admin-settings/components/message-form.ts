import { languages, type Language } from '@nido/domain/i18n/languages'
import {
  zInAppMessageInput,
  type AdminInAppMessage,
  type InAppMessageInput,
} from '@nido/domain/contracts/in-app-messages'
import type { ProfileType } from '@nido/domain/enums/people'

// The in-app message form's values and their conversion to the contract's body (docs/forms.md):
// text per language, times as the browser's `datetime-local` (the admin's own time zone).

export interface MessageForm {
  content: Record<Language, string>
  buttonTitle: Record<Language, string>
  buttonUrl: Record<Language, string>
  profileTypes: ProfileType[]
  startsAt: string
  endsAt: string
}

const perLanguage = (pick: (l: Language) => string) =>
  Object.fromEntries(languages.map((l) => [l, pick(l)])) as Record<Language, string>

/** `YYYY-MM-DDTHH:mm` in the browser's zone, as a datetime-local input shows it. */
export function toLocalInput(iso: string): string {
  const d = new Date(iso)
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`
}

export function formOf(message: AdminInAppMessage | null, now: Date): MessageForm {
  return {
    content: perLanguage((l) => message?.contentHtml[l] ?? ''),
    buttonTitle: perLanguage((l) => message?.button[l]?.title ?? ''),
    buttonUrl: perLanguage((l) => message?.button[l]?.url ?? ''),
    profileTypes: message?.profileTypes ?? [],
    startsAt: toLocalInput(message?.startsAt ?? now.toISOString()),
    endsAt: message?.endsAt ? toLocalInput(message.endsAt) : '',
  }
}

const isoOf = (local: string) => {
  const time = Date.parse(local)
  return Number.isNaN(time) ? local : new Date(time).toISOString()
}

/** The body to send; languages left empty are left out. */
export function bodyOf(form: MessageForm): InAppMessageInput {
  const contentHtml: Partial<Record<Language, string>> = {}
  const button: Partial<Record<Language, { title: string; url: string | null }>> = {}
  for (const l of languages) {
    if (form.content[l].trim()) contentHtml[l] = form.content[l]
    if (form.buttonTitle[l].trim())
      button[l] = {
        title: form.buttonTitle[l],
        url: form.buttonUrl[l].trim() ? form.buttonUrl[l].trim() : null,
      }
  }
  return {
    contentHtml,
    button,
    profileTypes: form.profileTypes.length > 0 ? form.profileTypes : null,
    startsAt: isoOf(form.startsAt),
    endsAt: form.endsAt ? isoOf(form.endsAt) : null,
  }
}

/** The form field of an issue of the contract's schema (or of the server's `body.` path). */
export function fieldOfIssue(path: readonly PropertyKey[]): keyof MessageForm | `${string}.${string}` {
  const [head, language, leaf] = path.map(String)
  if (head === 'contentHtml') return `content.${language ?? 'en'}`
  if (head === 'button') return leaf === 'url' ? `buttonUrl.${language}` : `buttonTitle.${language}`
  if (head === 'startsAt' || head === 'endsAt' || head === 'profileTypes') return head
  return 'content.en'
}

export function validate(form: MessageForm) {
  return zInAppMessageInput.safeParse(bodyOf(form))
}
