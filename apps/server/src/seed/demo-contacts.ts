import { sql } from 'drizzle-orm'
import type { Queryable } from '../db/client'

// Contacts in the demo (docs/contacts.md): the Lyon director shows her phone number in
// contacts and the Babies teacher has one she keeps private (spec 001 §3 showPhoneNumberInContacts,
// off by default), and two families of each section of guardian.lyon@nido.demo's children accept
// messages from other families (the chat option otherFamilyCanContactMe, kept where access/chat.ts
// chatOptionsOf reads it), so the families list of /contacts is not empty.

export async function seedDemoContacts(tx: Queryable): Promise<void> {
  await tx.execute(sql`update users
    set phone = '+33478000101',
      settings = settings || '{"showPhoneNumberInContacts": true}'::jsonb
    where lower(email) = 'director@nido.demo'`)
  await tx.execute(
    sql`update users set phone = '+33478000102' where lower(email) = 'teacher.babies@nido.demo'`,
  )
  await tx.execute(sql`
    with lyon as (
      select id from users where lower(email) = 'guardian.lyon@nido.demo'
    ), my_children as (
      select g.child_id from guardianships g join lyon on lyon.id = g.guardian_id
    ), my_sections as (
      select distinct cs.section_id from child_sections cs join my_children m on m.child_id = cs.child_id
    ), others as (
      select distinct on (cs.section_id, u.lastname, u.firstname, u.id) cs.section_id, u.id, u.lastname, u.firstname
      from my_sections s
      join child_sections cs on cs.section_id = s.section_id
      join guardianships g on g.child_id = cs.child_id
      join users u on u.id = g.guardian_id
      where g.child_id not in (select child_id from my_children) and u.status = 'Active'
    ), ranked as (
      select id, row_number() over (partition by section_id order by lastname, firstname, id) as n from others
    )
    update users u
    set settings = u.settings || jsonb_build_object(
      'chat', coalesce(u.settings -> 'chat', '{}'::jsonb) || '{"otherFamilyCanContactMe": true}'::jsonb)
    where u.id in (select id from ranked where n <= 2)`)
}
