import type { ProfileType } from '@nido/domain/enums/people'
import type { FixtureAccount } from '../platform/deps'

// The accounts a visitor signs in with after `npm start` on an empty database. demo.ts creates
// them exactly as listed here, and the README pastes demoAccountsTable(), so this list is the one
// place that says which demo accounts exist.

export interface DemoAccount {
  profile: ProfileType
  /** The school the account belongs to, or the group's name for group-level accounts. */
  school: string
  email: string
  password: string
  note: string
}

/** One password for every demo account: the demo is public, the point is that it is easy to try. */
export const demoPassword = 'nido-demo'

export const demoGroups = {
  petitsNids: 'Les Petits Nids',
  kinderhuis: 'Kinderhuis Groep',
} as const

export const demoSchools = {
  lucioles: 'Crèche Les Lucioles',
  pirilampos: 'Jardim de Infância Os Pirilampos',
  fireflies: 'Little Fireflies Nursery',
  egeltjes: 'Kinderdagverblijf De Egeltjes',
} as const

/** The demo accounts as the fixtures sign-in offers them (AppDeps.fixtureAccounts). */
export function demoFixtureAccounts(): FixtureAccount[] {
  return demoAccounts.map((a) => ({
    email: a.email,
    profileType: a.profile,
    label: `${a.profile} · ${a.school}`,
  }))
}

export const demoAccounts = [
  {
    profile: 'DIRECTOR',
    school: demoSchools.lucioles,
    email: 'director@nido.demo',
    password: demoPassword,
    note: 'moderator: approves the moderated teacher',
  },
  {
    profile: 'DIRECTOR',
    school: demoSchools.fireflies,
    email: 'director.london@nido.demo',
    password: demoPassword,
    note: 'manager module on',
  },
  {
    profile: 'DIRECTOR',
    school: demoSchools.egeltjes,
    email: 'director.antwerp@nido.demo',
    password: demoPassword,
    note: 'standard brand',
  },
  {
    profile: 'TEACHER',
    school: demoSchools.lucioles,
    email: 'teacher.babies@nido.demo',
    password: demoPassword,
    note: 'section Babies',
  },
  {
    profile: 'TEACHER',
    school: demoSchools.lucioles,
    email: 'teacher.toddlers@nido.demo',
    password: demoPassword,
    note: 'section Toddlers',
  },
  {
    profile: 'TEACHER',
    school: demoSchools.lucioles,
    email: 'teacher.moderated@nido.demo',
    password: demoPassword,
    note: 'section Big ones, moderated',
  },
  {
    profile: 'TEACHER',
    school: demoSchools.pirilampos,
    email: 'teacher.observer@nido.demo',
    password: demoPassword,
    note: 'section Sala Azul, observer: read-only',
  },
  {
    profile: 'GUARDIAN',
    school: demoSchools.lucioles,
    email: 'guardian.lyon@nido.demo',
    password: demoPassword,
    note: 'two children',
  },
  {
    profile: 'GUARDIAN',
    school: demoSchools.pirilampos,
    email: 'guardian.lisbon@nido.demo',
    password: demoPassword,
    note: 'mother of the demo child',
  },
  {
    profile: 'GUARDIAN',
    school: demoSchools.fireflies,
    email: 'guardian.london@nido.demo',
    password: demoPassword,
    note: 'manager module on',
  },
  {
    profile: 'GUARDIAN',
    school: demoSchools.egeltjes,
    email: 'guardian.antwerp@nido.demo',
    password: demoPassword,
    note: 'standard brand',
  },
  {
    profile: 'CHILD',
    school: demoSchools.pirilampos,
    email: 'child@nido.demo',
    password: demoPassword,
    note: 'section Sala Amarela',
  },
  {
    profile: 'SPONSOR',
    school: demoSchools.lucioles,
    email: 'sponsor@nido.demo',
    password: demoPassword,
    note: '',
  },
  {
    profile: 'COORDINATOR',
    school: demoGroups.petitsNids,
    email: 'coordinator@nido.demo',
    password: demoPassword,
    note: 'whole group, advisor guest: the survey host dialog',
  },
  {
    profile: 'GROUP_ADMIN',
    school: demoGroups.petitsNids,
    email: 'groupadmin@nido.demo',
    password: demoPassword,
    note: 'whole group',
  },
  {
    profile: 'SUPER_ADMIN',
    school: demoGroups.petitsNids,
    email: 'admin@nido.demo',
    password: demoPassword,
    note: `also ${demoGroups.kinderhuis}`,
  },
  {
    profile: 'ETUDE',
    school: demoGroups.petitsNids,
    email: 'etude@nido.demo',
    password: demoPassword,
    note: 'satisfaction surveys, whole group',
  },
] as const satisfies ReadonlyArray<DemoAccount>

export type DemoEmail = (typeof demoAccounts)[number]['email']

/** Markdown table for the README and the start-up banner; the note goes beside the school. */
export function demoAccountsTable(): string {
  const rows = demoAccounts.map((a) => {
    const school = a.note ? `${a.school} (${a.note})` : a.school
    return `| ${a.profile} | ${school} | \`${a.email}\` | \`${a.password}\` |`
  })
  return ['| profile | school | e-mail | password |', '|---|---|---|---|', ...rows].join('\n')
}
