import { randomUUID } from 'node:crypto'
import type { NewsStatus, NewsType } from '@nido/domain/enums/content'
import type { Queryable } from '../../db/client'
import { posts } from '../../db/schema/index'
import { indexNews, type ShareTarget } from './news.index'

// Test helpers: an item in the news index, with (for posts) the post row behind it.

export interface TestNewsOptions {
  type?: NewsType
  ownerId: string | null
  schoolId: string
  targets: ShareTarget[]
  status?: NewsStatus
  publishAt: Date | string
  text?: string
}

export async function makeNews(db: Queryable, o: TestNewsOptions) {
  const type = o.type ?? 'Post'
  const text = o.text ?? `News ${randomUUID().slice(0, 8)}`
  let referenceId: string = randomUUID()
  if (type === 'Post') {
    const [post] = await db
      .insert(posts)
      .values({ ownerId: o.ownerId, schoolId: o.schoolId, contentHtml: `<p>${text}</p>` })
      .returning({ id: posts.id })
    referenceId = post!.id
  }
  const newsId = await indexNews(db, {
    type,
    referenceId,
    ownerId: o.ownerId,
    schoolId: o.schoolId,
    status: o.status ?? 'published',
    publishAt: new Date(o.publishAt),
    searchText: text,
    targets: o.targets,
  })
  return { newsId, referenceId, type }
}
