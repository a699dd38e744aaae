import { inArray, sql } from 'drizzle-orm'
import { randomUUID } from 'node:crypto'
import type { Queryable } from '../db/client'
import { selectRows } from '../db/rows'
import { chatChannels, chatMembers, chatMessages, users } from '../db/schema/index'

// The chat in the demo (docs/chat.md), so that /chat is not empty in the Lyon nursery:
// - a one-to-one between teacher.babies@nido.demo (Léa Fontaine) and guardian.lyon@nido.demo
//   (Claire Dubois), the last message not yet seen by Claire;
// - the director's staff channel "Équipe Les Lucioles" with the Lyon teachers;
// - the director's broadcast "Infos parents" to a few Lyon families (answers only visible by owner),
//   where Claire has replied.

const hoursAgo = (now: Date, h: number) => new Date(now.getTime() - h * 3_600_000)

/** A channel with its members and messages; `seen` maps a member to the index of the last message seen. */
export async function seedChannel(
  tx: Queryable,
  now: Date,
  values: { ownerId: string; title: string | null; color: string | null; answersOnly?: boolean },
  members: string[],
  messages: Array<[string, string, number]>,
  seen: Record<string, number> = {},
) {
  const oneToOne = values.title === null && members.length === 2
  const [a, b] = [...members].sort()
  const [row] = await tx
    .insert(chatChannels)
    .values({
      ownerId: values.ownerId,
      title: values.title,
      color: values.color,
      answersOnlyVisibleByOwner: values.answersOnly ?? false,
      oneToOneKey: oneToOne ? `${a}:${b}` : null,
      oneToOneCreatorId: oneToOne ? values.ownerId : null,
      oneToOneRecipientId: oneToOne ? members.find((m) => m !== values.ownerId)! : null,
      lastActivityAt: hoursAgo(now, messages.at(-1)?.[2] ?? 0),
      createdAt: hoursAgo(now, messages[0]?.[2] ?? 0),
    })
    .returning()
  const stored = await tx
    .insert(chatMessages)
    .values(
      messages.map(([ownerId, text, h]) => ({
        channelId: row!.id,
        ownerId,
        clientId: randomUUID(),
        text,
        createdAt: hoursAgo(now, h),
        updatedAt: hoursAgo(now, h),
      })),
    )
    .returning()
  await tx.insert(chatMembers).values(
    members.map((userId) => {
      const upTo = seen[userId] === undefined ? undefined : stored[seen[userId]]
      return {
        channelId: row!.id,
        userId,
        seenUpToCreatedAt: upTo?.createdAt ?? null,
        seenUpToMessageId: upTo?.id ?? null,
      }
    }),
  )
}

export async function seedDemoChat(tx: Queryable, now: Date): Promise<void> {
  const people = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      inArray(users.email, [
        'director@nido.demo',
        'teacher.babies@nido.demo',
        'teacher.toddlers@nido.demo',
        'teacher.moderated@nido.demo',
        'guardian.lyon@nido.demo',
      ]),
    )
  const id = (email: string) => people.find((p) => p.email === email)?.id
  const director = id('director@nido.demo')
  const teacher = id('teacher.babies@nido.demo')
  const guardian = id('guardian.lyon@nido.demo')
  if (!director || !teacher || !guardian) return
  const teachers = ['teacher.babies@nido.demo', 'teacher.toddlers@nido.demo', 'teacher.moderated@nido.demo']
    .map(id)
    .filter((x): x is string => x !== undefined)
  // Two other families of the Lyon school (by name, so the seed is stable).
  const families = await selectRows<{ id: string }>(
    tx,
    sql`select distinct u.id, u.lastname, u.firstname from users u
      join guardianships g on g.guardian_id = u.id
      join child_sections cs on cs.child_id = g.child_id
      join sections sc on sc.id = cs.section_id
      join schools s on s.id = sc.school_id
      where s.id = (select sc2.school_id from staff_assignments sa join sections sc2 on sc2.id = sa.section_id
                    where sa.user_id = ${teacher}::uuid limit 1)
        and u.id <> ${guardian}::uuid and u.status = 'Active'
      order by u.lastname, u.firstname, u.id limit 2`,
  )

  await seedChannel(
    tx,
    now,
    { ownerId: teacher, title: null, color: null },
    [teacher, guardian],
    [
      [teacher, 'Bonjour Claire, Louise a bien dormi ce matin, 1h30 de sieste.', 26],
      [guardian, 'Merci Léa ! Elle avait mal dormi cette nuit.', 25],
      [teacher, 'Pensez à apporter des couches demain, il en reste deux.', 3],
      [teacher, 'Et une tenue de rechange, merci 😊', 2.9],
    ],
    { [teacher]: 1, [guardian]: 1 },
  )
  await seedChannel(
    tx,
    now,
    { ownerId: director, title: 'Équipe Les Lucioles', color: 'blue' },
    [director, ...teachers],
    [
      [director, 'Réunion d’équipe jeudi à 13h30 dans la salle de motricité.', 30],
      [teachers[1] ?? teacher, 'Je serai là.', 29],
      [teacher, 'Moi aussi, je m’occupe du café ☕', 28],
    ],
    Object.fromEntries([director, ...teachers].map((u) => [u, 2])),
  )
  await seedChannel(
    tx,
    now,
    { ownerId: director, title: 'Infos parents', color: 'orange', answersOnly: true },
    [director, guardian, ...families.map((f) => f.id)],
    [
      [director, 'La crèche sera fermée le vendredi 11 décembre (journée pédagogique).', 50],
      [guardian, 'Bien noté, merci.', 48],
    ],
    { [director]: 1, [guardian]: 1 },
  )
}
