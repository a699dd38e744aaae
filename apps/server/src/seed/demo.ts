import { seedDemoAdvisor } from './demo-advisor'
import { demoReviewUrl, seedDemoAdvisorAnswer } from './demo-advisor-answer'
import { count } from 'drizzle-orm'
import { uuidv7 } from 'uuidv7'
import {
  morningWordItemTypes,
  type DailyCheckInMode,
  type MorningWordItemType,
} from '@nido/domain/enums/features'
import type { Gender, GuardianRelationship, ProfileType } from '@nido/domain/enums/people'
import { languages, type Language } from '@nido/domain/i18n/languages'
import type { Db } from '../db/client'
import {
  brands,
  childSections,
  featureFlags,
  groups,
  guardianships,
  inAppMessages,
  openings,
  schools,
  sections,
  staffAssignments,
  terms,
  users,
} from '../db/schema/index'
import { hashPassword } from '../platform/password'
import { demoAccounts, demoGroups, demoPassword, demoSchools, type DemoEmail } from './demo-accounts'
import { seedDemoNews } from './demo-news'
import { seedDemoDailyLog } from './demo-daily-log'
import { seedDemoChat } from './demo-chat'
import { seedDemoDaily } from './demo-daily'
import { seedDemoManagerChildren } from './demo-manager-children'
import { seedDemoManagerContracts } from './demo-manager-contracts'
import { seedDemoManagerDocuments, seedDemoManagerTemplates } from './demo-manager-documents'
import { seedDemoManagerStructure } from './demo-manager-structure'
import { seedDemoContacts } from './demo-contacts'
import { seedDemoCalendar } from './demo-calendar'
import { seedDemoChildKeys } from './demo-child-keys'
import { drawDemoWeek, seedDemoWeek } from './demo-week'
import { demoGuideUrl, demoTermsUrl } from './demo-documents'
import type { Storage } from '../platform/storage'

// The demo data a fresh install starts with (README "demo accounts"): two groups so that both
// brand variants exist, four schools in three countries and three time zones, staff of every
// profile type, about forty families, varied feature flags, opening hours, terms and one in-app
// message. Deterministic: the same `now` gives the same people, ages and flags (only the
// UUIDs differ), so screenshots and end-to-end journeys can rely on names.

// ---------------------------------------------------------------------------------------------
// Deterministic randomness

/** mulberry32: a tiny, well-distributed 32-bit PRNG; enough for believable, repeatable data. */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export interface Rng {
  float(): number
  /** Integer in [min, max], both included. */
  int(min: number, max: number): number
  chance(p: number): boolean
  pick<T>(items: readonly T[]): T
}

export function createRng(seed: number): Rng {
  const next = mulberry32(seed)
  const rng: Rng = {
    float: next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (p) => next() < p,
    pick: (items) => {
      const item = items[Math.floor(next() * items.length)]
      if (item === undefined) throw new Error('pick() from an empty list')
      return item
    },
  }
  return rng
}

// ---------------------------------------------------------------------------------------------
// Names from the countries of the seven languages

export const nationalities = ['fr', 'nl', 'de', 'it', 'pt', 'es', 'en'] as const
export type Nationality = (typeof nationalities)[number]

export const languageOf = {
  fr: 'fr',
  nl: 'nl_BE',
  de: 'de',
  it: 'it',
  pt: 'pt',
  es: 'es',
  en: 'en',
} as const satisfies Record<Nationality, Language>

// prettier-ignore
export const namePools: Record<
  Nationality,
  { female: readonly string[]; male: readonly string[]; last: readonly string[] }
> = {
  fr: {
    female: ['Camille', 'Léa', 'Chloé', 'Manon', 'Inès', 'Jade', 'Louise', 'Alice', 'Lina', 'Zoé', 'Juliette', 'Margaux', 'Anaïs', 'Clémence', 'Élise', 'Agathe'],
    male: ['Lucas', 'Hugo', 'Louis', 'Gabriel', 'Arthur', 'Jules', 'Raphaël', 'Adam', 'Nathan', 'Théo', 'Paul', 'Antoine', 'Maxime', 'Baptiste', 'Julien', 'Mathis'],
    last: ['Martin', 'Bernard', 'Dubois', 'Thomas', 'Robert', 'Richard', 'Petit', 'Durand', 'Leroy', 'Moreau', 'Simon', 'Laurent', 'Lefèvre', 'Fournier', 'Girard', 'Bonnet', 'Rousseau', 'Fontaine', 'Chevalier', 'Lambert', 'Faure', 'Morel'],
  },
  nl: {
    female: ['Emma', 'Noor', 'Lotte', 'Marie', 'Elise', 'Fien', 'Ella', 'Lore', 'Hanne', 'Annelies', 'Sofie', 'Liesbeth', 'Jana', 'Mila', 'Nina', 'Saar'],
    male: ['Lars', 'Wout', 'Jules', 'Finn', 'Arne', 'Pieter', 'Thijs', 'Stijn', 'Bram', 'Jens', 'Senne', 'Tom', 'Kobe', 'Vic', 'Mats', 'Warre'],
    last: ['Peeters', 'Janssens', 'Maes', 'Jacobs', 'Mertens', 'Willems', 'Claes', 'Goossens', 'Wouters', 'De Smet', 'Van den Broeck', 'Vermeulen', 'Hermans', 'Aerts', 'Van Damme', 'De Clercq', 'Verhoeven', 'Lemmens'],
  },
  de: {
    female: ['Anna', 'Lena', 'Laura', 'Hannah', 'Mia', 'Lea', 'Sophie', 'Katharina', 'Johanna', 'Clara', 'Marie', 'Leonie', 'Emilia', 'Greta', 'Ida', 'Frieda'],
    male: ['Lukas', 'Leon', 'Felix', 'Jonas', 'Maximilian', 'Paul', 'Elias', 'Noah', 'Matthias', 'Tobias', 'Jan', 'Moritz', 'Finn', 'Anton', 'Emil', 'Karl'],
    last: ['Müller', 'Schmidt', 'Schneider', 'Fischer', 'Weber', 'Meyer', 'Wagner', 'Becker', 'Schulz', 'Hoffmann', 'Koch', 'Richter', 'Wolf', 'Schröder', 'Neumann', 'Zimmermann'],
  },
  it: {
    female: ['Giulia', 'Sofia', 'Aurora', 'Alice', 'Ginevra', 'Emma', 'Giorgia', 'Beatrice', 'Chiara', 'Francesca', 'Martina', 'Elena', 'Vittoria', 'Ludovica', 'Bianca', 'Greta'],
    male: ['Leonardo', 'Francesco', 'Alessandro', 'Lorenzo', 'Mattia', 'Tommaso', 'Gabriele', 'Andrea', 'Riccardo', 'Marco', 'Matteo', 'Davide', 'Luca', 'Pietro', 'Giovanni', 'Edoardo'],
    last: ['Rossi', 'Russo', 'Ferrari', 'Esposito', 'Bianchi', 'Romano', 'Colombo', 'Ricci', 'Marino', 'Greco', 'Bruno', 'Gallo', 'Conti', 'De Luca', 'Giordano', 'Lombardi'],
  },
  pt: {
    female: ['Maria', 'Beatriz', 'Leonor', 'Matilde', 'Carolina', 'Inês', 'Mariana', 'Ana', 'Sofia', 'Francisca', 'Margarida', 'Joana', 'Rita', 'Catarina', 'Madalena', 'Teresa'],
    male: ['João', 'Francisco', 'Santiago', 'Afonso', 'Tomás', 'Duarte', 'Rodrigo', 'Martim', 'Miguel', 'Gonçalo', 'Pedro', 'Tiago', 'Rui', 'Diogo', 'Guilherme', 'Vasco'],
    last: ['Silva', 'Santos', 'Ferreira', 'Pereira', 'Oliveira', 'Costa', 'Rodrigues', 'Martins', 'Sousa', 'Fernandes', 'Gonçalves', 'Gomes', 'Lopes', 'Marques', 'Carvalho', 'Almeida', 'Ribeiro', 'Pinto'],
  },
  es: {
    female: ['Lucía', 'Sofía', 'Martina', 'María', 'Paula', 'Julia', 'Valeria', 'Carmen', 'Elena', 'Alba', 'Daniela', 'Noa', 'Irene', 'Marta', 'Laura', 'Claudia'],
    male: ['Hugo', 'Martín', 'Lucas', 'Mateo', 'Leo', 'Daniel', 'Alejandro', 'Pablo', 'Manuel', 'Álvaro', 'Javier', 'Diego', 'Sergio', 'Adrián', 'Carlos', 'Marcos'],
    last: ['García', 'Rodríguez', 'González', 'Fernández', 'López', 'Martínez', 'Sánchez', 'Pérez', 'Gómez', 'Martín', 'Jiménez', 'Ruiz', 'Hernández', 'Díaz', 'Moreno', 'Álvarez'],
  },
  en: {
    female: ['Olivia', 'Amelia', 'Isla', 'Ava', 'Mia', 'Ivy', 'Lily', 'Florence', 'Freya', 'Poppy', 'Emily', 'Sophie', 'Charlotte', 'Grace', 'Hannah', 'Ruby'],
    male: ['Oliver', 'George', 'Noah', 'Arthur', 'Leo', 'Oscar', 'Harry', 'Jack', 'Henry', 'Charlie', 'James', 'Thomas', 'William', 'Alfie', 'Freddie', 'Samuel'],
    last: ['Smith', 'Jones', 'Taylor', 'Brown', 'Williams', 'Wilson', 'Johnson', 'Davies', 'Patel', 'Robinson', 'Wright', 'Thompson', 'Evans', 'Walker', 'White', 'Roberts', 'Clarke', 'Hughes'],
  },
}

/** "Van den Broeck" → "van-den-broeck", "Inês" → "ines": e-mail local parts stay ASCII. */
export function slug(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}

// ---------------------------------------------------------------------------------------------
// Structure

type GroupKey = 'petitsNids' | 'kinderhuis'
type SchoolKey = keyof typeof demoSchools
type Country = 'FR' | 'PT' | 'GB' | 'BE'

interface SectionSpec {
  name: string
  /** Age band in whole months, both ends included; children are placed by age. */
  months: readonly [number, number]
}

interface SchoolSpec {
  key: SchoolKey
  group: GroupKey
  city: string
  timezone: string
  country: Country
  language: Language
  publicPageVisible: boolean
  /** What the public page says (docs/administration.md), shown to families in manager's "about". */
  publicPage?: { street: string; postcode: string; description: string; phone: string; email: string }
  /** Who lives around the school: families are drawn from these, repeated entries weigh more. */
  nationalities: readonly Nationality[]
  sections: readonly SectionSpec[]
  /** Families besides the fixed demo families. */
  families: number
  hours: { from: string; to: string; fridayTo?: string }
  christmasLabel: string
}

// Three time zones in group A (Europe/Paris, Europe/Lisbon, Europe/London) so that "today in the
// school's time zone" (ARCHITECTURE §5) is visibly exercised; group B is in Belgium.
const schoolSpecs: readonly SchoolSpec[] = [
  {
    key: 'lucioles',
    group: 'petitsNids',
    city: 'Lyon',
    timezone: 'Europe/Paris',
    country: 'FR',
    language: 'fr',
    publicPageVisible: true,
    nationalities: ['fr', 'fr', 'fr', 'fr', 'it', 'es', 'de'],
    sections: [
      { name: 'Babies', months: [3, 11] },
      { name: 'Toddlers', months: [12, 23] },
      { name: 'Big ones', months: [24, 36] },
    ],
    families: 13,
    hours: { from: '07:30', to: '18:30' },
    christmasLabel: 'Vacances de Noël',
  },
  {
    key: 'pirilampos',
    group: 'petitsNids',
    city: 'Lisboa',
    timezone: 'Europe/Lisbon',
    country: 'PT',
    language: 'pt',
    publicPageVisible: true,
    nationalities: ['pt', 'pt', 'pt', 'pt', 'es', 'fr'],
    sections: [
      { name: 'Sala Azul', months: [36, 47] },
      { name: 'Sala Verde', months: [48, 59] },
      { name: 'Sala Amarela', months: [60, 71] },
    ],
    families: 9,
    hours: { from: '08:00', to: '19:00' },
    christmasLabel: 'Férias de Natal',
  },
  {
    key: 'fireflies',
    group: 'petitsNids',
    city: 'London',
    timezone: 'Europe/London',
    country: 'GB',
    language: 'en',
    publicPageVisible: true,
    publicPage: {
      street: '12 Garden Lane',
      postcode: 'N1 7AA',
      description:
        'A nursery of two rooms around a walled garden, for children from six months to four years. ' +
        'Meals are cooked on site every morning.',
      phone: '+44 20 7946 0958',
      email: 'hello@fireflies.nido.demo',
    },
    nationalities: ['en', 'en', 'en', 'en', 'it', 'de', 'pt'],
    sections: [
      { name: 'Robins', months: [6, 23] },
      { name: 'Owls', months: [24, 48] },
    ],
    families: 8,
    hours: { from: '07:30', to: '18:00' },
    christmasLabel: 'Christmas closure',
  },
  {
    key: 'egeltjes',
    group: 'kinderhuis',
    city: 'Antwerpen',
    timezone: 'Europe/Brussels',
    country: 'BE',
    language: 'nl_BE',
    publicPageVisible: false,
    nationalities: ['nl', 'nl', 'nl', 'nl', 'fr', 'de'],
    sections: [
      { name: 'Kikkers', months: [3, 17] },
      { name: 'Vlinders', months: [18, 36] },
    ],
    families: 6,
    hours: { from: '07:00', to: '18:30', fridayTo: '17:30' },
    christmasLabel: 'Kerstvakantie',
  },
]

// ---------------------------------------------------------------------------------------------
// People

type Assignment = { group: GroupKey } | { school: SchoolKey } | { section: readonly [SchoolKey, string] }

interface StaffSpec {
  email?: DemoEmail
  profile: Exclude<ProfileType, 'GUARDIAN' | 'CHILD'>
  firstname: string
  lastname: string
  gender: Gender
  language: Language
  jobTitle: string
  at: readonly Assignment[]
  isModerator?: boolean
  moderated?: boolean
  observer?: boolean
  /** Spec 000 §6: opens the advisor host dialog (docs/advisor.md "The host dialog"). */
  advisorGuest?: boolean
}

// prettier-ignore
const staffSpecs: readonly StaffSpec[] = [
  // Demo accounts (demo-accounts.ts).
  { email: 'director@nido.demo', profile: 'DIRECTOR', firstname: 'Camille', lastname: 'Rousseau', gender: 'Female', language: 'fr', jobTitle: 'Directrice', at: [{ school: 'lucioles' }], isModerator: true },
  { email: 'director.london@nido.demo', profile: 'DIRECTOR', firstname: 'Sarah', lastname: 'Whitfield', gender: 'Female', language: 'en', jobTitle: 'Nursery manager', at: [{ school: 'fireflies' }] },
  { email: 'director.antwerp@nido.demo', profile: 'DIRECTOR', firstname: 'Annelies', lastname: 'Peeters', gender: 'Female', language: 'nl_BE', jobTitle: 'Directeur', at: [{ school: 'egeltjes' }] },
  { email: 'teacher.babies@nido.demo', profile: 'TEACHER', firstname: 'Léa', lastname: 'Fontaine', gender: 'Female', language: 'fr', jobTitle: 'Auxiliaire de puériculture', at: [{ section: ['lucioles', 'Babies'] }] },
  { email: 'teacher.toddlers@nido.demo', profile: 'TEACHER', firstname: 'Hugo', lastname: 'Marchand', gender: 'Male', language: 'fr', jobTitle: 'Éducateur de jeunes enfants', at: [{ section: ['lucioles', 'Toddlers'] }] },
  { email: 'teacher.moderated@nido.demo', profile: 'TEACHER', firstname: 'Giulia', lastname: 'Romano', gender: 'Female', language: 'it', jobTitle: 'Éducatrice stagiaire', at: [{ section: ['lucioles', 'Big ones'] }], moderated: true },
  { email: 'teacher.observer@nido.demo', profile: 'TEACHER', firstname: 'Tiago', lastname: 'Ferreira', gender: 'Male', language: 'pt', jobTitle: 'Psicólogo (observador)', at: [{ section: ['pirilampos', 'Sala Azul'] }], observer: true },
  { email: 'sponsor@nido.demo', profile: 'SPONSOR', firstname: 'Matthias', lastname: 'Becker', gender: 'Male', language: 'de', jobTitle: 'Partner company HR', at: [{ school: 'lucioles' }] },
  { email: 'coordinator@nido.demo', profile: 'COORDINATOR', firstname: 'Elena', lastname: 'García', gender: 'Female', language: 'es', jobTitle: 'Pedagogical coordinator', at: [{ group: 'petitsNids' }], advisorGuest: true },
  { email: 'groupadmin@nido.demo', profile: 'GROUP_ADMIN', firstname: 'Marco', lastname: 'Bianchi', gender: 'Male', language: 'it', jobTitle: 'Group administrator', at: [{ group: 'petitsNids' }] },
  { email: 'admin@nido.demo', profile: 'SUPER_ADMIN', firstname: 'Sophie', lastname: 'Laurent', gender: 'Female', language: 'en', jobTitle: 'Platform administrator', at: [{ group: 'petitsNids' }, { group: 'kinderhuis' }] },
  { email: 'etude@nido.demo', profile: 'ETUDE', firstname: 'Lukas', lastname: 'Schneider', gender: 'Male', language: 'de', jobTitle: 'Satisfaction surveys', at: [{ group: 'petitsNids' }] },
  // The rest of the staff, so that every section has a real (not observer) teacher.
  { profile: 'DIRECTOR', firstname: 'Inês', lastname: 'Carvalho', gender: 'Female', language: 'pt', jobTitle: 'Diretora pedagógica', at: [{ school: 'pirilampos' }] },
  { profile: 'TEACHER', firstname: 'Manon', lastname: 'Girard', gender: 'Female', language: 'fr', jobTitle: 'Auxiliaire de puériculture', at: [{ section: ['lucioles', 'Babies'] }] },
  { profile: 'TEACHER', firstname: 'Margarida', lastname: 'Lopes', gender: 'Female', language: 'pt', jobTitle: 'Educadora de infância', at: [{ section: ['pirilampos', 'Sala Azul'] }] },
  { profile: 'TEACHER', firstname: 'Joana', lastname: 'Ribeiro', gender: 'Female', language: 'pt', jobTitle: 'Educadora de infância', at: [{ section: ['pirilampos', 'Sala Verde'] }] },
  { profile: 'TEACHER', firstname: 'Diogo', lastname: 'Almeida', gender: 'Male', language: 'pt', jobTitle: 'Educador de infância', at: [{ section: ['pirilampos', 'Sala Amarela'] }] },
  { profile: 'TEACHER', firstname: 'Hannah', lastname: 'Evans', gender: 'Female', language: 'en', jobTitle: 'Nursery practitioner', at: [{ section: ['fireflies', 'Robins'] }] },
  { profile: 'TEACHER', firstname: 'Oscar', lastname: 'Wright', gender: 'Male', language: 'en', jobTitle: 'Room leader', at: [{ section: ['fireflies', 'Owls'] }] },
  { profile: 'TEACHER', firstname: 'Fien', lastname: 'Wouters', gender: 'Female', language: 'nl_BE', jobTitle: 'Kinderbegeleider', at: [{ section: ['egeltjes', 'Kikkers'] }] },
  { profile: 'TEACHER', firstname: 'Bram', lastname: 'Mertens', gender: 'Male', language: 'nl_BE', jobTitle: 'Kinderbegeleider', at: [{ section: ['egeltjes', 'Vlinders'] }] },
  { profile: 'COORDINATOR', firstname: 'Stijn', lastname: 'Claes', gender: 'Male', language: 'nl_BE', jobTitle: 'Coördinator', at: [{ group: 'kinderhuis' }] },
]

interface GuardianSpec {
  email?: DemoEmail
  relationship: GuardianRelationship
  firstname: string
  lastname: string
  gender: Gender
  language: Language
  referent: boolean
}

interface ChildSpec {
  email?: DemoEmail
  firstname: string
  lastname: string
  gender: Gender
  ageDays: number
}

interface FamilySpec {
  school: SchoolKey
  guardians: GuardianSpec[]
  children: ChildSpec[]
}

// The families of the demo guardians and of the demo child, fixed so the README can describe them.
// prettier-ignore
const fixedFamilies: readonly FamilySpec[] = [
  {
    school: 'lucioles',
    guardians: [
      { email: 'guardian.lyon@nido.demo', relationship: 'Mother', firstname: 'Claire', lastname: 'Dubois', gender: 'Female', language: 'fr', referent: true },
      { relationship: 'Father', firstname: 'Julien', lastname: 'Dubois', gender: 'Male', language: 'fr', referent: true },
    ],
    children: [
      { firstname: 'Louise', lastname: 'Dubois', gender: 'Female', ageDays: 245 },
      { firstname: 'Arthur', lastname: 'Dubois', gender: 'Male', ageDays: 915 },
    ],
  },
  {
    school: 'pirilampos',
    guardians: [
      { email: 'guardian.lisbon@nido.demo', relationship: 'Mother', firstname: 'Ana', lastname: 'Sousa', gender: 'Female', language: 'pt', referent: true },
      { relationship: 'Father', firstname: 'Rui', lastname: 'Sousa', gender: 'Male', language: 'pt', referent: false },
    ],
    children: [
      { email: 'child@nido.demo', firstname: 'Beatriz', lastname: 'Sousa', gender: 'Female', ageDays: 2010 },
      { firstname: 'Tomás', lastname: 'Sousa', gender: 'Male', ageDays: 1220 },
    ],
  },
  {
    school: 'fireflies',
    guardians: [
      { email: 'guardian.london@nido.demo', relationship: 'Father', firstname: 'James', lastname: 'Clarke', gender: 'Male', language: 'en', referent: true },
      { relationship: 'Mother', firstname: 'Emily', lastname: 'Clarke', gender: 'Female', language: 'en', referent: true },
    ],
    children: [{ firstname: 'Oliver', lastname: 'Clarke', gender: 'Male', ageDays: 790 }],
  },
  {
    school: 'egeltjes',
    guardians: [
      { email: 'guardian.antwerp@nido.demo', relationship: 'Father', firstname: 'Pieter', lastname: 'Janssens', gender: 'Male', language: 'nl_BE', referent: true },
      { relationship: 'Mother', firstname: 'Sofie', lastname: 'Maes', gender: 'Female', language: 'nl_BE', referent: false },
    ],
    children: [{ firstname: 'Noor', lastname: 'Janssens', gender: 'Female', ageDays: 425 }],
  },
]

// The first generated families take these shapes so that every relationship of spec 000 §3
// appears at least once; the rest draw from the common shapes.
const coverageShapes: readonly (readonly GuardianRelationship[])[] = [
  ['Mother', 'StepFather'],
  ['Father', 'StepMother'],
  ['GrandMother', 'GrandFather'],
  ['Mother', 'Ayi'],
  ['Legal'],
  ['Father', 'ThirdParty'],
  ['Mother', 'Husband'],
  ['Father', 'Wife'],
  ['UpperMother', 'UpperFather'],
]
const commonShapes: readonly (readonly GuardianRelationship[])[] = [
  ['Mother', 'Father'],
  ['Mother', 'Father'],
  ['Mother', 'Father'],
  ['Father', 'Mother'],
  ['Mother', 'Father'],
  ['Mother'],
  ['Mother'],
  ['Father'],
  ['Mother', 'GrandMother'],
]

const femaleRelationships: ReadonlySet<GuardianRelationship> = new Set([
  'Mother',
  'StepMother',
  'GrandMother',
  'Ayi',
  'Wife',
  'UpperMother',
])
const maleRelationships: ReadonlySet<GuardianRelationship> = new Set([
  'Father',
  'StepFather',
  'GrandFather',
  'Husband',
  'UpperFather',
])
/** Relatives by blood carry the family name; the others keep their own. */
const familyNameRelationships: ReadonlySet<GuardianRelationship> = new Set([
  'Father',
  'GrandMother',
  'GrandFather',
  'UpperMother',
  'UpperFather',
])

const daysPerMonth = 30.44

/**
 * A family drawn from the school's neighbourhood. `taken` holds every full name used so far: a
 * demo where the teacher and a child share a name, or two guardians do, reads as a bug.
 */
function generatedFamily(
  rng: Rng,
  school: SchoolSpec,
  shape: readonly GuardianRelationship[],
  taken: Set<string>,
): FamilySpec {
  const nationality = rng.pick(school.nationalities)
  const pool = namePools[nationality]
  const language = languageOf[nationality]
  const familyName = rng.pick(pool.last)
  const firstNames: string[] = []
  // Nobody in the family shares a first name, and no child is called like the family ("Luca De Luca").
  const freshName = (gender: Gender, lastname: string): string => {
    const names = gender === 'Male' ? pool.male : pool.female
    let firstname = rng.pick(names)
    while (
      firstNames.includes(firstname) ||
      taken.has(`${firstname} ${lastname}`) ||
      lastname.includes(firstname)
    ) {
      firstname = rng.pick(names)
    }
    firstNames.push(firstname)
    taken.add(`${firstname} ${lastname}`)
    return firstname
  }
  const guardians = shape.map((relationship, i): GuardianSpec => {
    const gender: Gender = femaleRelationships.has(relationship)
      ? 'Female'
      : maleRelationships.has(relationship)
        ? 'Male'
        : rng.pick(['Female', 'Male', 'Female', 'Male', 'PreferNotToSay'] as const)
    const keepsFamilyName =
      familyNameRelationships.has(relationship) || (relationship === 'Mother' && rng.chance(0.6))
    const lastname = keepsFamilyName ? familyName : rng.pick(pool.last)
    return {
      relationship,
      firstname: freshName(gender === 'Male' ? 'Male' : 'Female', lastname),
      lastname,
      gender,
      language,
      // One referent at least per child (the first guardian); sometimes both parents are.
      referent: i === 0 || rng.chance(0.4),
    }
  })
  const size = rng.pick([1, 1, 1, 1, 1, 2, 2, 2, 3, 3] as const)
  const children = siblingAges(rng, size, school).map((ageDays): ChildSpec => {
    const gender: Gender = rng.chance(0.5) ? 'Female' : 'Male'
    return { firstname: freshName(gender, familyName), lastname: familyName, gender, ageDays }
  })
  return { school: school.key, guardians, children }
}

/**
 * Ages (days) of siblings who all fit the school's age range, eldest first: 14–26 months apart,
 * now and then twins. A family whose siblings do not fit the range ends up smaller.
 */
function siblingAges(rng: Rng, size: number, school: SchoolSpec): number[] {
  const first = school.sections[0]!.months[0]
  const last = school.sections[school.sections.length - 1]!.months[1]
  const min = Math.ceil(first * daysPerMonth)
  const max = Math.floor((last + 1) * daysPerMonth) - 1
  const ages = [rng.int(min, max)]
  for (let sibling = 1; sibling < size; sibling++) {
    if (rng.chance(0.08)) {
      ages.push(ages[0]!)
      continue
    }
    for (let attempt = 0; attempt < 8; attempt++) {
      const gap = rng.int(425, 790)
      const candidate = rng.chance(0.5) ? Math.min(...ages) - gap : Math.max(...ages) + gap
      if (candidate >= min && candidate <= max) {
        ages.push(candidate)
        break
      }
    }
  }
  return ages.sort((a, b) => b - a)
}

function sectionForAge(school: SchoolSpec, ageDays: number): string {
  const months = Math.floor(ageDays / daysPerMonth)
  const match = school.sections.find((s) => months >= s.months[0] && months <= s.months[1])
  if (match) return match.name
  return months < school.sections[0]!.months[0] ? school.sections[0]!.name : school.sections.at(-1)!.name
}

const phonePrefixes = {
  FR: ['+336', '+337'],
  PT: ['+35191', '+35193', '+35196'],
  GB: ['+447'],
  BE: ['+3247', '+3248'],
}
const phoneLengths = { FR: 12, PT: 13, GB: 13, BE: 12 }

function phoneNumber(rng: Rng, country: Country): string {
  let phone = rng.pick(phonePrefixes[country])
  while (phone.length < phoneLengths[country]) phone += String(rng.int(0, 9))
  return phone
}

// ---------------------------------------------------------------------------------------------
// Settings

type DailyOptions = {
  allowCheckIn: DailyCheckInMode
  allowGuardianCheckIn: DailyCheckInMode
  allowTransmissions: boolean
  defaultMorningWordItems: MorningWordItemType[]
  allowedMorningWordItems: MorningWordItemType[]
  allFineEnabled: boolean
}

interface FlagSpec {
  school: SchoolKey | null
  key: string
  enabled: boolean | null
  options?: Record<string, unknown>
}

// Spec 000 §9 feature options. Flags differ by school so that menus visibly differ between them.
const flagSpecs: readonly FlagSpec[] = [
  { school: null, key: 'communication', enabled: true },
  {
    school: null,
    key: 'advisor',
    enabled: true,
    options: { allowPhonecallSurvey: true, minEboostRating: 4.5 },
  },
  {
    school: 'lucioles',
    key: 'daily',
    enabled: true,
    options: {
      allowCheckIn: 'all',
      allowGuardianCheckIn: 'all',
      allowTransmissions: true,
      defaultMorningWordItems: ['Mood', 'Food', 'Sleep'],
      allowedMorningWordItems: [...morningWordItemTypes],
      allFineEnabled: true,
    } satisfies DailyOptions,
  },
  { school: 'lucioles', key: 'conviviality', enabled: true },
  { school: 'lucioles', key: 'notebook', enabled: true },
  // Explicitly off: the Lyon nursery's meals are cooked on site, so no meal orders.
  { school: 'lucioles', key: 'meal', enabled: false },
  { school: 'pirilampos', key: 'postalcard', enabled: true },
  { school: 'pirilampos', key: 'visitation', enabled: true },
  // Postal cards in Antwerp too: its director receives the cards of the e2e journey (postal-cards.spec.ts).
  { school: 'egeltjes', key: 'postalcard', enabled: true },
  {
    school: 'fireflies',
    key: 'manager',
    enabled: true,
    options: { allowProCheckInByCode: true, isManagerLite: false },
  },
  {
    school: 'fireflies',
    key: 'daily',
    enabled: true,
    options: {
      allowCheckIn: 'check-in',
      allowGuardianCheckIn: 'none',
      allowTransmissions: true,
      defaultMorningWordItems: ['Mood', 'Food'],
      allowedMorningWordItems: ['Mood', 'Food', 'Sleep', 'Health'],
      allFineEnabled: false,
    } satisfies DailyOptions,
  },
  { school: 'fireflies', key: 'meal', enabled: true },
  // Explicitly off where the global row says on: the Antwerp school runs no satisfaction survey.
  { school: 'egeltjes', key: 'advisor', enabled: false },
  { school: 'egeltjes', key: 'conviviality', enabled: true },
  // null is BYPASS (spec 000 §4): present but neither forced on nor off.
  { school: 'egeltjes', key: 'notebook', enabled: null },
]

const termsAnnex: Record<Language, string> = {
  en: 'I, {{user}}, guardian of {{child}}, accept the house rules of {{school}} on {{date}}.',
  fr: 'Je soussigné(e) {{user}}, responsable légal(e) de {{child}}, accepte le règlement de {{school}} le {{date}}.',
  nl_BE:
    'Ik, {{user}}, voogd van {{child}}, aanvaard het huishoudelijk reglement van {{school}} op {{date}}.',
  de: 'Ich, {{user}}, erziehungsberechtigt für {{child}}, akzeptiere die Hausordnung von {{school}} am {{date}}.',
  it: 'Io sottoscritto/a {{user}}, tutore di {{child}}, accetto il regolamento di {{school}} in data {{date}}.',
  pt: 'Eu, {{user}}, encarregado(a) de educação de {{child}}, aceito o regulamento de {{school}} em {{date}}.',
  es: 'Yo, {{user}}, tutor/a de {{child}}, acepto el reglamento de {{school}} el {{date}}.',
}

const welcomeMessage: Record<Language, { html: string; title: string }> = {
  en: {
    html: '<h2>Welcome to the Nido demo</h2><p>Every account uses the password <b>nido-demo</b>. Data is reset when the server restarts on an empty database.</p>',
    title: 'Take the tour',
  },
  fr: {
    html: '<h2>Bienvenue dans la démo Nido</h2><p>Tous les comptes utilisent le mot de passe <b>nido-demo</b>. Les données sont recréées lorsque le serveur démarre sur une base vide.</p>',
    title: 'Faire la visite',
  },
  nl_BE: {
    html: '<h2>Welkom in de Nido-demo</h2><p>Alle accounts gebruiken het wachtwoord <b>nido-demo</b>. De gegevens worden opnieuw aangemaakt wanneer de server op een lege database start.</p>',
    title: 'Rondleiding starten',
  },
  de: {
    html: '<h2>Willkommen in der Nido-Demo</h2><p>Alle Konten verwenden das Passwort <b>nido-demo</b>. Die Daten werden neu angelegt, wenn der Server mit einer leeren Datenbank startet.</p>',
    title: 'Rundgang starten',
  },
  it: {
    html: '<h2>Benvenuti nella demo di Nido</h2><p>Tutti gli account usano la password <b>nido-demo</b>. I dati vengono ricreati quando il server parte con un database vuoto.</p>',
    title: 'Fai il giro',
  },
  pt: {
    html: '<h2>Bem-vindo à demonstração do Nido</h2><p>Todas as contas usam a palavra-passe <b>nido-demo</b>. Os dados são recriados quando o servidor arranca com uma base de dados vazia.</p>',
    title: 'Fazer a visita',
  },
  es: {
    html: '<h2>Bienvenido a la demo de Nido</h2><p>Todas las cuentas usan la contraseña <b>nido-demo</b>. Los datos se vuelven a crear cuando el servidor arranca con una base de datos vacía.</p>',
    title: 'Hacer el recorrido',
  },
}

// ---------------------------------------------------------------------------------------------
// Rows

type NewUser = typeof users.$inferInsert

interface DemoRows {
  groups: (typeof groups.$inferInsert)[]
  brands: (typeof brands.$inferInsert)[]
  schools: (typeof schools.$inferInsert)[]
  sections: (typeof sections.$inferInsert)[]
  users: NewUser[]
  staffAssignments: (typeof staffAssignments.$inferInsert)[]
  childSections: (typeof childSections.$inferInsert)[]
  guardianships: (typeof guardianships.$inferInsert)[]
  featureFlags: (typeof featureFlags.$inferInsert)[]
  openings: (typeof openings.$inferInsert)[]
  terms: (typeof terms.$inferInsert)[]
  inAppMessages: (typeof inAppMessages.$inferInsert)[]
}

const seed = 0x6e69646f // "nido"
const dayMs = 86_400_000

function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10)
}

/** Builds every row in memory (pure apart from UUIDs), so the insert is a handful of statements. */
function buildDemo(now: Date, passwordHash: string, publicUrl: string): DemoRows {
  const rng = createRng(seed)
  const rows: DemoRows = {
    groups: [],
    brands: [],
    schools: [],
    sections: [],
    users: [],
    staffAssignments: [],
    childSections: [],
    guardianships: [],
    featureFlags: [],
    openings: [],
    terms: [],
    inAppMessages: [],
  }

  const groupIds: Record<GroupKey, string> = { petitsNids: uuidv7(), kinderhuis: uuidv7() }
  rows.groups.push(
    { id: groupIds.petitsNids, name: demoGroups.petitsNids },
    { id: groupIds.kinderhuis, name: demoGroups.kinderhuis },
  )

  // Spec 000 §1: children sign in only under the childrenLogin variant, and the demo child must
  // be able to; group B keeps the standard variant so both exist.
  const brandIds: Record<GroupKey, string> = { petitsNids: uuidv7(), kinderhuis: uuidv7() }
  rows.brands.push(
    {
      id: brandIds.petitsNids,
      groupId: groupIds.petitsNids,
      domain: 'petitsnids.nido.demo',
      variant: 'childrenLogin',
      name: demoGroups.petitsNids,
      appName: 'Petits Nids',
      primaryColor: '#2E7D6B',
      secondaryColor: '#F2A541',
      supportEmail: 'support@petitsnids.nido.demo',
      // The advisor's review prompt points here (docs/advisor.md "Answer flows").
      externalRatingRedirectUrl: demoReviewUrl,
      defaultLanguage: 'fr',
      sponsorLabel: 'Partner company',
      assets: {},
      labels: {
        communication: 'Newsfeed',
        daily: 'Daily log',
        advisor: 'Your opinion',
        manager: 'Management',
      },
      storeLinks: {},
    },
    {
      id: brandIds.kinderhuis,
      groupId: groupIds.kinderhuis,
      domain: 'kinderhuis.nido.demo',
      variant: 'standard',
      name: demoGroups.kinderhuis,
      appName: 'Kinderhuis',
      primaryColor: '#3D5A98',
      secondaryColor: '#F6C945',
      supportEmail: 'hulp@kinderhuis.nido.demo',
      defaultLanguage: 'nl_BE',
      sponsorLabel: 'Partnerbedrijf',
      assets: {},
      labels: { communication: 'Nieuws', daily: 'Dagboek', advisor: 'Tevredenheid', manager: 'Beheer' },
      storeLinks: {},
    },
  )

  const schoolIds = {} as Record<SchoolKey, string>
  const sectionIds = new Map<string, string>()
  const sectionKey = (school: SchoolKey, name: string) => `${school}/${name}`
  for (const spec of schoolSpecs) {
    const schoolId = uuidv7()
    schoolIds[spec.key] = schoolId
    rows.schools.push({
      id: schoolId,
      groupId: groupIds[spec.group],
      name: demoSchools[spec.key],
      city: spec.city,
      timezone: spec.timezone,
      publicPageVisible: spec.publicPageVisible,
      ...(spec.publicPage && {
        street: spec.publicPage.street,
        postcode: spec.publicPage.postcode,
        publicDescription: spec.publicPage.description,
        publicPhone: spec.publicPage.phone,
        publicEmail: spec.publicPage.email,
      }),
    })
    for (const section of spec.sections) {
      const id = uuidv7()
      sectionIds.set(sectionKey(spec.key, section.name), id)
      rows.sections.push({ id, schoolId, name: section.name })
    }
  }
  const sectionId = (school: SchoolKey, name: string): string => {
    const id = sectionIds.get(sectionKey(school, name))
    if (!id) throw new Error(`Demo seed: no section ${name} in ${school}`)
    return id
  }

  const usedEmails = new Set<string>()
  const uniqueEmail = (firstname: string, lastname: string, domain: string): string => {
    const base = `${slug(firstname)}.${slug(lastname)}`
    let email = `${base}@${domain}`
    for (let n = 2; usedEmails.has(email); n++) email = `${base}${n}@${domain}`
    usedEmails.add(email)
    return email
  }
  const withEmail = (email: string): Pick<NewUser, 'email' | 'passwordHash' | 'emailValidatedAt'> => {
    usedEmails.add(email)
    return { email, passwordHash, emailValidatedAt: now }
  }

  for (const staff of staffSpecs) {
    const id = uuidv7()
    rows.users.push({
      id,
      profileType: staff.profile,
      firstname: staff.firstname,
      lastname: staff.lastname,
      gender: staff.gender,
      language: staff.language,
      jobTitle: staff.jobTitle,
      isModerator: staff.isModerator ?? false,
      advisorGuest: staff.advisorGuest ?? false,
      moderated: staff.moderated ?? false,
      observer: staff.observer ?? false,
      ...withEmail(staff.email ?? uniqueEmail(staff.firstname, staff.lastname, 'staff.nido.demo')),
    })
    for (const at of staff.at) {
      if ('group' in at)
        rows.staffAssignments.push({ userId: id, level: 'GROUP', groupId: groupIds[at.group] })
      else if ('school' in at)
        rows.staffAssignments.push({ userId: id, level: 'SCHOOL', schoolId: schoolIds[at.school] })
      else
        rows.staffAssignments.push({
          userId: id,
          level: 'SECTION',
          sectionId: sectionId(at.section[0], at.section[1]),
        })
    }
  }

  // Families: the fixed ones, then generated ones spread round-robin over the schools so that
  // the coverage shapes land in different schools.
  const families: FamilySpec[] = [...fixedFamilies]
  const taken = new Set(
    [...staffSpecs, ...fixedFamilies.flatMap((f) => [...f.guardians, ...f.children])].map(
      (p) => `${p.firstname} ${p.lastname}`,
    ),
  )
  const remaining = new Map(schoolSpecs.map((s) => [s.key, s.families]))
  let generated = 0
  while ([...remaining.values()].some((n) => n > 0)) {
    for (const school of schoolSpecs) {
      const left = remaining.get(school.key) ?? 0
      if (left === 0) continue
      remaining.set(school.key, left - 1)
      const shape = coverageShapes[generated] ?? rng.pick(commonShapes)
      families.push(generatedFamily(rng, school, shape, taken))
      generated++
    }
  }

  const specOf = new Map(schoolSpecs.map((s) => [s.key, s]))
  for (const family of families) {
    const school = specOf.get(family.school)!
    const guardianIds = family.guardians.map((g) => {
      const id = uuidv7()
      rows.users.push({
        id,
        profileType: 'GUARDIAN',
        firstname: g.firstname,
        lastname: g.lastname,
        gender: g.gender,
        language: g.language,
        phone: phoneNumber(rng, school.country),
        ...withEmail(g.email ?? uniqueEmail(g.firstname, g.lastname, 'families.nido.demo')),
      })
      return id
    })
    for (const child of family.children) {
      const id = uuidv7()
      rows.users.push({
        id,
        profileType: 'CHILD',
        firstname: child.firstname,
        lastname: child.lastname,
        gender: child.gender,
        language: family.guardians[0]!.language,
        birthDate: isoDate(new Date(now.getTime() - child.ageDays * dayMs)),
        // Children have no e-mail and cannot sign in, except the demo child account.
        ...(child.email ? withEmail(child.email) : {}),
      })
      rows.childSections.push({
        childId: id,
        sectionId: sectionId(family.school, sectionForAge(school, child.ageDays)),
      })
      family.guardians.forEach((g, i) => {
        rows.guardianships.push({
          guardianId: guardianIds[i]!,
          childId: id,
          relationship: g.relationship,
          referent: g.referent,
        })
      })
    }
  }

  for (const flag of flagSpecs) {
    rows.featureFlags.push({
      schoolId: flag.school ? schoolIds[flag.school] : null,
      key: flag.key,
      enabled: flag.enabled,
      options: flag.options ?? {},
    })
  }

  const year = now.getUTCFullYear()
  for (const spec of schoolSpecs) {
    const schoolId = schoolIds[spec.key]
    for (const weekday of [1, 2, 3, 4, 5]) {
      const to = weekday === 5 && spec.hours.fridayTo ? spec.hours.fridayTo : spec.hours.to
      rows.openings.push({
        schoolId,
        type: 'Opening',
        weekday,
        startsAt: `${spec.hours.from}:00`,
        endsAt: `${to}:00`,
      })
    }
    rows.openings.push({
      schoolId,
      type: 'Closing',
      dateFrom: `${year}-12-24`,
      dateTo: `${year + 1}-01-01`,
      label: spec.christmasLabel,
    })
  }
  // Lisbon's own public holiday: one single-day closing besides Christmas.
  rows.openings.push({
    schoolId: schoolIds.pirilampos,
    type: 'Closing',
    dateFrom: `${year}-06-13`,
    dateTo: `${year}-06-13`,
    label: 'Santo António',
  })

  const publishedAt = new Date(now.getTime() - 30 * dayMs)
  for (const language of languages) {
    rows.terms.push({
      brandId: brandIds.petitsNids,
      language,
      version: 1,
      url: demoTermsUrl(publicUrl, language),
      annex: termsAnnex[language],
      publishedAt,
    })
  }
  for (const language of ['en', 'fr', 'nl_BE'] as const) {
    rows.terms.push({
      brandId: brandIds.kinderhuis,
      language,
      version: 1,
      url: demoTermsUrl(publicUrl, language),
      annex: termsAnnex[language],
      publishedAt,
    })
  }

  rows.inAppMessages.push({
    contentHtml: Object.fromEntries(languages.map((l) => [l, welcomeMessage[l].html])),
    button: Object.fromEntries(
      languages.map((l) => [l, { title: welcomeMessage[l].title, url: demoGuideUrl(publicUrl, l) }]),
    ),
    profileTypes: null,
    startsAt: new Date(now.getTime() - dayMs),
    endsAt: new Date(now.getTime() + 60 * dayMs),
  })

  // demo-accounts.ts is what the README promises; fail loudly if the two lists drift apart.
  for (const account of demoAccounts) {
    const user = rows.users.find((u) => u.email === account.email)
    if (user?.profileType !== account.profile) {
      throw new Error(`Demo seed: account ${account.email} (${account.profile}) is not created`)
    }
  }
  return rows
}

// ---------------------------------------------------------------------------------------------
// Entry points

/** The demo is seeded only into a database without any group (server start-up, SEED_DEMO=auto). */
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(groups)
  return (row?.n ?? 0) === 0
}

export interface DemoSeedOptions {
  /** Where the demo's pictures go, as uploads would (seed/demo-photos.ts). */
  storage: Storage
  /**
   * The address people reach the app at (config PUBLIC_URL): the terms and the guide the demo
   * links to are the app's own pages (seed/demo-documents.ts), so their links are built from it.
   */
  publicUrl: string
}

export async function seedDemo(db: Db, now: Date, options: DemoSeedOptions): Promise<void> {
  // The pictures are drawn in sharp's threads while the rows below are written (demo-photos.ts).
  const drawing = drawDemoWeek()
  // Every demo account shares one password: hash it once (argon2id costs ~50 ms per hash).
  const rows = buildDemo(now, await hashPassword(demoPassword), options.publicUrl)
  await db.transaction(async (tx) => {
    // Checked again here so that a second call fails with a clear message rather than on the
    // first unique e-mail it meets.
    const [existing] = await tx.select({ n: count() }).from(groups)
    if ((existing?.n ?? 0) > 0) throw new Error('The demo is seeded only into an empty database.')
    await tx.insert(groups).values(rows.groups)
    await tx.insert(brands).values(rows.brands)
    await tx.insert(schools).values(rows.schools)
    await tx.insert(sections).values(rows.sections)
    await tx.insert(users).values(rows.users)
    await tx.insert(staffAssignments).values(rows.staffAssignments)
    await tx.insert(childSections).values(rows.childSections)
    await tx.insert(guardianships).values(rows.guardianships)
    await tx.insert(featureFlags).values(rows.featureFlags)
    await tx.insert(openings).values(rows.openings)
    await tx.insert(terms).values(rows.terms)
    await tx.insert(inAppMessages).values(rows.inAppMessages)
    await seedDemoNews(tx, now)
    await seedDemoDailyLog(tx, now)
    await seedDemoChat(tx, now)
    await seedDemoDaily(tx, now)
    await seedDemoManagerChildren(tx, now)
    await seedDemoContacts(tx)
    await seedDemoCalendar(tx, now)
    await seedDemoChildKeys(tx)
    await seedDemoAdvisor(tx, now)
    await seedDemoAdvisorAnswer(tx)
    await seedDemoManagerStructure(tx)
    // Templates first: the contracts' frozen PDFs print the school's conditions.
    await seedDemoManagerTemplates(tx, now)
    // After the files (holders, resources) and the structure (kind, currency) it prices with.
    await seedDemoManagerContracts(tx, now)
    // After the contracts: the certificates of attendance quote them.
    await seedDemoManagerDocuments(tx, now)
    await seedDemoWeek(tx, now, { storage: options.storage, drawing })
  })
}
