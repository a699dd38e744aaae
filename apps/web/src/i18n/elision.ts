// French elides "de" before a vowel or a mute h: "Parent d’Arthur", "Photos d’Hugo", but
// "Parent de Zoé" and "de Yann" (a y before a vowel is a consonant). i18next cannot choose the
// form from the name alone, so French texts write `{{name, de}}` and this formatter, registered
// in i18n/index.ts, writes "de X" or "d’X" (decision 0047). Other languages never use it.
const elidingStart = /^(?:[aeiouâàäéèêëîïôöûùüœæh]|y[^aeiouy])/i

export function frenchDe(name: string): string {
  const trimmed = name.trimStart()
  return elidingStart.test(trimmed) ? `d’${trimmed}` : `de ${trimmed}`
}
