import { fallbackLanguage, parseLanguage, type Language } from '@nido/domain/i18n/languages'

// The README.txt of the export, in the exporting user's language (spec 000 §1: seven languages,
// English the source and the fallback). It says what the zip holds and, as plainly, what it
// leaves out (docs/data-protection.md "What the export holds"): it must not claim more.

interface ReadmeTexts {
  title: string
  /** Who the zip is about. */
  intro: string
  introChildren: string
  layout: string
  files: string
  leftOut: string
  contents: string
  /** `{count}` rows. */
  rows: string
  notCopied: string
}

const texts: Record<Language, ReadmeTexts> = {
  en: {
    title: 'Your data from Nido',
    intro: 'This archive holds the data Nido keeps about you.',
    introChildren: 'It also holds the data about the children you are the referent guardian of.',
    layout:
      'There is one folder per person (me/ for you, children/<id>/ for a child), one sub-folder per part of Nido, and each table twice: as JSON (for programs) and as CSV (for spreadsheets).',
    files:
      'Photos, videos and documents are in the files/ folders, named by the date they were taken (or uploaded when that date is unknown); media/media.csv lists them with their dates.',
    leftOut:
      'Left out on purpose: passwords, two-factor secrets and the hashes of links and codes (secrets, not information about you); the text of the e-mails sent to you (they held sign-in links); what other people wrote in your chat channels; care-log entries your school does not show families; photos you may not see in Nido (an album not shared with you, or a photo of another child whose guardians withheld photo consent).',
    contents: 'Contents',
    rows: '{count} rows',
    notCopied: 'Files not copied (missing, or beyond the size of one export)',
  },
  fr: {
    title: 'Vos données Nido',
    intro: 'Cette archive contient les données que Nido conserve à votre sujet.',
    introChildren: 'Elle contient aussi les données des enfants dont vous êtes le responsable référent.',
    layout:
      'Il y a un dossier par personne (me/ pour vous, children/<id>/ pour un enfant), un sous-dossier par partie de Nido, et chaque table deux fois : en JSON (pour les programmes) et en CSV (pour les tableurs).',
    files:
      'Les photos, vidéos et documents sont dans les dossiers files/, nommés par leur date de prise de vue (ou d’envoi si elle est inconnue) ; media/media.csv les liste avec leurs dates.',
    leftOut:
      'Volontairement absents : les mots de passe, les secrets de double authentification et les empreintes des liens et codes (des secrets, pas des informations sur vous) ; le texte des e-mails envoyés (ils contenaient des liens de connexion) ; ce que d’autres personnes ont écrit dans vos conversations ; les notes du journal de bord que l’école ne montre pas aux familles ; les photos que vous ne pouvez pas voir dans Nido (un album non partagé avec vous, ou la photo d’un autre enfant dont les parents ont refusé le droit à l’image).',
    contents: 'Contenu',
    rows: '{count} lignes',
    notCopied: 'Fichiers non copiés (manquants, ou au-delà de la taille d’un export)',
  },
  nl_BE: {
    title: 'Je gegevens uit Nido',
    intro: 'Dit archief bevat de gegevens die Nido over jou bewaart.',
    introChildren: 'Het bevat ook de gegevens van de kinderen van wie je de referentieouder bent.',
    layout:
      'Er is één map per persoon (me/ voor jou, children/<id>/ voor een kind), één submap per onderdeel van Nido, en elke tabel twee keer: als JSON (voor programma’s) en als CSV (voor rekenbladen).',
    files:
      'Foto’s, video’s en documenten staan in de mappen files/, genoemd naar de datum waarop ze genomen zijn (of verstuurd, als die onbekend is); media/media.csv somt ze op met hun datum.',
    leftOut:
      'Bewust weggelaten: wachtwoorden, geheimen van tweestapsverificatie en de hashes van links en codes (geheimen, geen informatie over jou); de tekst van de e-mails aan jou (ze bevatten aanmeldlinks); wat anderen in je gesprekken schreven; dagboeknotities die de school niet aan gezinnen toont; foto’s die je in Nido niet mag zien (een album dat niet met jou gedeeld is, of een foto van een ander kind van wie de ouders geen toestemming voor foto’s gaven).',
    contents: 'Inhoud',
    rows: '{count} rijen',
    notCopied: 'Niet gekopieerde bestanden (ontbrekend, of groter dan één export toelaat)',
  },
  de: {
    title: 'Ihre Daten aus Nido',
    intro: 'Dieses Archiv enthält die Daten, die Nido über Sie speichert.',
    introChildren: 'Es enthält auch die Daten der Kinder, deren Referenz-Elternteil Sie sind.',
    layout:
      'Es gibt einen Ordner pro Person (me/ für Sie, children/<id>/ für ein Kind), einen Unterordner pro Teil von Nido und jede Tabelle zweimal: als JSON (für Programme) und als CSV (für Tabellenkalkulationen).',
    files:
      'Fotos, Videos und Dokumente liegen in den Ordnern files/, benannt nach ihrem Aufnahmedatum (oder dem Hochladedatum, wenn es unbekannt ist); media/media.csv listet sie mit ihren Daten auf.',
    leftOut:
      'Bewusst weggelassen: Passwörter, Geheimnisse der Zwei-Faktor-Anmeldung und die Hashes von Links und Codes (Geheimnisse, keine Informationen über Sie); der Text der an Sie gesendeten E-Mails (sie enthielten Anmeldelinks); was andere in Ihren Chats geschrieben haben; Tagebucheinträge, die die Einrichtung Familien nicht zeigt; Fotos, die Sie in Nido nicht sehen dürfen (ein nicht mit Ihnen geteiltes Album oder das Foto eines anderen Kindes, dessen Eltern keine Fotoeinwilligung gegeben haben).',
    contents: 'Inhalt',
    rows: '{count} Zeilen',
    notCopied: 'Nicht kopierte Dateien (fehlend oder über der Größe eines Exports)',
  },
  it: {
    title: 'I tuoi dati da Nido',
    intro: 'Questo archivio contiene i dati che Nido conserva su di te.',
    introChildren: 'Contiene anche i dati dei bambini di cui sei il genitore di riferimento.',
    layout:
      'C’è una cartella per persona (me/ per te, children/<id>/ per un bambino), una sottocartella per ogni parte di Nido e ogni tabella due volte: in JSON (per i programmi) e in CSV (per i fogli di calcolo).',
    files:
      'Foto, video e documenti sono nelle cartelle files/, con il nome della data di scatto (o di caricamento se non è nota); media/media.csv li elenca con le loro date.',
    leftOut:
      'Esclusi di proposito: password, segreti dell’autenticazione a due fattori e gli hash di link e codici (segreti, non informazioni su di te); il testo delle e-mail inviate a te (contenevano link di accesso); ciò che altre persone hanno scritto nelle tue chat; le voci del diario che la scuola non mostra alle famiglie; le foto che non puoi vedere in Nido (un album non condiviso con te, o la foto di un altro bambino i cui genitori hanno negato il consenso alle foto).',
    contents: 'Contenuto',
    rows: '{count} righe',
    notCopied: 'File non copiati (mancanti, o oltre la dimensione di un’esportazione)',
  },
  pt: {
    title: 'Os seus dados do Nido',
    intro: 'Este arquivo contém os dados que o Nido guarda sobre si.',
    introChildren: 'Contém também os dados das crianças de quem é o encarregado de referência.',
    layout:
      'Há uma pasta por pessoa (me/ para si, children/<id>/ para uma criança), uma subpasta por parte do Nido, e cada tabela duas vezes: em JSON (para programas) e em CSV (para folhas de cálculo).',
    files:
      'Fotografias, vídeos e documentos estão nas pastas files/, com o nome da data em que foram tirados (ou enviados, se essa data for desconhecida); media/media.csv lista-os com as suas datas.',
    leftOut:
      'Deixados de fora de propósito: palavras-passe, segredos da autenticação de dois fatores e os hashes de links e códigos (segredos, não informações sobre si); o texto dos e-mails enviados para si (continham links de acesso); o que outras pessoas escreveram nas suas conversas; registos do diário que a escola não mostra às famílias; fotografias que não pode ver no Nido (um álbum não partilhado consigo, ou a fotografia de outra criança cujos encarregados recusaram o consentimento de imagem).',
    contents: 'Conteúdo',
    rows: '{count} linhas',
    notCopied: 'Ficheiros não copiados (em falta, ou além do tamanho de uma exportação)',
  },
  es: {
    title: 'Tus datos de Nido',
    intro: 'Este archivo contiene los datos que Nido guarda sobre ti.',
    introChildren: 'También contiene los datos de los niños de los que eres el tutor de referencia.',
    layout:
      'Hay una carpeta por persona (me/ para ti, children/<id>/ para un niño), una subcarpeta por cada parte de Nido y cada tabla dos veces: en JSON (para programas) y en CSV (para hojas de cálculo).',
    files:
      'Las fotos, los vídeos y los documentos están en las carpetas files/, con el nombre de la fecha en que se tomaron (o se subieron, si no se conoce); media/media.csv los enumera con sus fechas.',
    leftOut:
      'Excluidos a propósito: contraseñas, secretos de la verificación en dos pasos y los hashes de enlaces y códigos (secretos, no información sobre ti); el texto de los correos que te enviamos (contenían enlaces de acceso); lo que otras personas escribieron en tus chats; las entradas del diario que la escuela no muestra a las familias; las fotos que no puedes ver en Nido (un álbum no compartido contigo, o la foto de otro niño cuyos tutores denegaron el consentimiento de imagen).',
    contents: 'Contenido',
    rows: '{count} filas',
    notCopied: 'Archivos no copiados (faltan, o superan el tamaño de una exportación)',
  },
}

export interface ReadmeInput {
  language: string
  createdAt: Date
  withChildren: boolean
  /** Every person's folder and name, and each file of the zip with its row count. */
  people: Array<{
    folder: string
    name: string
    tables: Array<{ file: string; rows: number }>
    files: number
  }>
  notCopied: Array<{ file: string; reason: 'missing' | 'size-cap' }>
}

/** The README.txt of an export, in the user's language. */
export function exportReadme(input: ReadmeInput): string {
  const t = texts[parseLanguage(input.language) ?? fallbackLanguage]
  const lines = [
    t.title,
    '='.repeat(t.title.length),
    '',
    input.createdAt.toISOString(),
    '',
    t.intro,
    ...(input.withChildren ? [t.introChildren] : []),
    '',
    t.layout,
    '',
    t.files,
    '',
    t.leftOut,
    '',
    t.contents,
    '-'.repeat(t.contents.length),
  ]
  for (const person of input.people) {
    lines.push('', `${person.folder}/  ${person.name}`)
    for (const table of person.tables)
      lines.push(`  ${table.file}.json, ${table.file}.csv: ${t.rows.replace('{count}', String(table.rows))}`)
    if (person.files > 0) lines.push(`  ${person.folder}/files/: ${person.files}`)
  }
  if (input.notCopied.length > 0) {
    lines.push('', t.notCopied, '-'.repeat(t.notCopied.length))
    for (const item of input.notCopied) lines.push(`  ${item.file} (${item.reason})`)
  }
  return lines.join('\n') + '\n'
}
