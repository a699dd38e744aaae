import { and, eq, inArray } from 'drizzle-orm'
import type { Queryable } from '../db/client'
import { posts, schools, sections, users } from '../db/schema/index'
import { indexNews, type ShareTarget } from '../modules/news/index'
import { demoSchools } from './demo-accounts'

// A few posts in each demo school, so that the demo feed is not empty. Called by
// seedDemo inside its transaction, once the structure and the accounts exist; everything is
// looked up by the names and e-mails of demo.ts / demo-accounts.ts.

interface DemoPost {
  author: string
  school: keyof typeof demoSchools
  /** Section names; none means the whole school. */
  sections?: string[]
  html: string
  /** Hours before "now". */
  hoursAgo: number
}

const demoPosts: DemoPost[] = [
  {
    author: 'director@nido.demo',
    school: 'lucioles',
    html: '<p>Bienvenue sur Nido ! Retrouvez ici les nouvelles de la crèche, les albums et les sondages.</p>',
    hoursAgo: 72,
  },
  {
    author: 'teacher.babies@nido.demo',
    school: 'lucioles',
    sections: ['Babies'],
    html: '<p>Atelier <strong>peinture aux doigts</strong> ce matin chez les Babies : pensez à prévoir une tenue de rechange.</p>',
    hoursAgo: 26,
  },
  {
    author: 'teacher.toddlers@nido.demo',
    school: 'lucioles',
    sections: ['Toddlers'],
    html: '<p>Sortie au parc jeudi après-midi si le temps le permet.</p>',
    hoursAgo: 20,
  },
  {
    author: 'director@nido.demo',
    school: 'lucioles',
    html: '<p>Fête de fin d’année le 19 décembre à 16 h : les familles sont les bienvenues.</p>',
    hoursAgo: 3,
  },
  {
    author: 'director.london@nido.demo',
    school: 'fireflies',
    html: '<p>Welcome to the new family app! Photos of the week are coming soon.</p>',
    hoursAgo: 48,
  },
  {
    author: 'director.antwerp@nido.demo',
    school: 'egeltjes',
    html: '<p>Welkom! Vanaf maandag zijn de nieuwe openingsuren van kracht.</p>',
    hoursAgo: 30,
  },
]

const plainText = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()

export async function seedDemoNews(tx: Queryable, now: Date): Promise<void> {
  const emails = [...new Set(demoPosts.map((p) => p.author))]
  const authors = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, emails))
  for (const p of demoPosts) {
    const author = authors.find((a) => a.email === p.author)
    const [school] = await tx
      .select({ id: schools.id })
      .from(schools)
      .where(eq(schools.name, demoSchools[p.school]))
    if (!author || !school) continue
    let targets: ShareTarget[] = [{ targetType: 'School', targetId: school.id }]
    if (p.sections) {
      const rows = await tx
        .select({ id: sections.id })
        .from(sections)
        .where(and(eq(sections.schoolId, school.id), inArray(sections.name, p.sections)))
      targets = rows.map((s) => ({ targetType: 'Section', targetId: s.id }))
    }
    const publishAt = new Date(now.getTime() - p.hoursAgo * 3_600_000)
    const [post] = await tx
      .insert(posts)
      .values({
        ownerId: author.id,
        schoolId: school.id,
        contentHtml: p.html,
        createdAt: publishAt,
        updatedAt: publishAt,
      })
      .returning({ id: posts.id })
    await indexNews(tx, {
      type: 'Post',
      referenceId: post!.id,
      ownerId: author.id,
      schoolId: school.id,
      status: 'published',
      publishAt,
      searchText: plainText(p.html),
      targets,
    })
  }
}
