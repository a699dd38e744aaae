import { sql } from 'drizzle-orm'
import type { Db } from '../db/client'

// The newsfeed's share of the scale data (bench/, docs/news-feed.md): `itemsPerSchool` posts per
// school of the scale group, each with its news row and one target, written by set-based SQL
// (generate_series) so that a million items take a minute, not an hour of multi-row INSERTs.
//   60 % shared with one section of the school, 25 % with the whole school, 15 % with one child;
//   publish_at spread evenly over the two years before `now` (newest first by item number);
//   one item in 500 waits for moderation (pending).
// The owner is the school's director. Ids are random UUIDs (gen_random_uuid): fine for a bench.

export interface ScaleNewsOptions {
  groupId: string
  itemsPerSchool: number
  now: Date
}

const twoYearsSeconds = 2 * 365 * 86_400

export async function seedScaleNews(db: Db, options: ScaleNewsOptions): Promise<{ items: number }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`create temp table sn_schools on commit drop as
      select (row_number() over (order by s.id))::int - 1 as n, s.id,
        (select sa.user_id from staff_assignments sa where sa.school_id = s.id and sa.level = 'SCHOOL'
          order by sa.user_id limit 1) as owner_id,
        (select count(*) from sections x where x.school_id = s.id)::int as nsec,
        (select count(*) from child_sections cs join sections x on x.id = cs.section_id
          where x.school_id = s.id)::int as nchild
      from schools s where s.group_id = ${options.groupId}`)
    await tx.execute(sql`create temp table sn_sections on commit drop as
      select (row_number() over (partition by x.school_id order by x.id))::int - 1 as k, x.id, x.school_id
      from sections x join sn_schools s on s.id = x.school_id`)
    await tx.execute(sql`create temp table sn_children on commit drop as
      select (row_number() over (partition by x.school_id order by cs.child_id))::int - 1 as k,
        cs.child_id, x.school_id
      from child_sections cs join sections x on x.id = cs.section_id join sn_schools s on s.id = x.school_id`)
    await tx.execute(sql`create index on sn_sections (school_id, k)`)
    await tx.execute(sql`create index on sn_children (school_id, k)`)
    const counted: unknown = await tx.execute(sql`select count(*)::int as n from sn_schools`)
    const schoolCount = (counted as { rows: Array<{ n: number }> }).rows[0]!.n
    const total = schoolCount * options.itemsPerSchool
    if (total === 0) return { items: 0 }

    await tx.execute(sql`create temp table sn_items on commit drop as
      select g.i, gen_random_uuid() as news_id, gen_random_uuid() as post_id, s.id as school_id, s.owner_id,
        coalesce(t.tt, 'School') as tt, coalesce(t.tid, s.id) as tid,
        ${options.now.toISOString()}::timestamptz
          - make_interval(secs => g.i::double precision * ${twoYearsSeconds} / ${total}) as publish_at,
        case when g.i % 500 = 499 then 'pending' else 'published' end as status
      from generate_series(0, ${total - 1}) as g(i)
      join sn_schools s on s.n = g.i % ${schoolCount}
      left join lateral (
        select 'Section' as tt, x.id as tid from sn_sections x
          where (g.i / ${schoolCount}) % 20 < 12 and x.school_id = s.id and x.k = (g.i / ${schoolCount}) % greatest(s.nsec, 1)
        union all
        select 'User', x.child_id from sn_children x
          where (g.i / ${schoolCount}) % 20 >= 17 and x.school_id = s.id
            and x.k = ((g.i / ${schoolCount}) * 7) % greatest(s.nchild, 1)
      ) t on true`)
    await tx.execute(sql`insert into posts (id, owner_id, school_id, content_html, created_at, updated_at)
      select post_id, owner_id, school_id, '<p>Scale news number ' || i || ' of the week.</p>', publish_at, publish_at
      from sn_items`)
    await tx.execute(sql`insert into news (id, type, reference_id, owner_id, school_id, status, publish_at,
        search_text, created_at, updated_at)
      select news_id, 'Post', post_id, owner_id, school_id, status::news_status, publish_at,
        'Scale news number ' || i || ' of the week.', publish_at, publish_at
      from sn_items`)
    await tx.execute(sql`insert into news_targets (id, news_id, target_type, target_id, publish_at, created_at, updated_at)
      select gen_random_uuid(), news_id, tt::share_target_type, tid, publish_at, publish_at, publish_at
      from sn_items`)
    return { items: total }
  })
}
