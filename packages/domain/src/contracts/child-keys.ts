import { z } from 'zod'
import { guardianRelationships } from '../enums/people'
import { childKeyLength } from '../rules/child-key'
import { defineRoute } from './define'

// Spec 001 §1 "Adding a child to a guardian account with an 8-character key"; §3 "Child info (key
// lookup)": firstname, lastname, and the profile for linking {referent, relationship}; §7 "Register
// code exists (logged-in)" and "Register add child"; §8 key lookup and add-child errors. Unknown
// keys answer CHILD_KEY_INVALID, a child already on the account CHILD_ALREADY_LINKED
// (docs/child-keys.md). The spec's anti-bot token is not asked: the caller is signed in and
// rate-limited.

/** Spec 001 §5: 8 letters, digits or underscores; compared lowercase (keys are stored lowercase). */
export const zChildKey = z
  .string()
  .trim()
  .toLowerCase()
  .regex(new RegExp(`^[a-z0-9_]{${childKeyLength}}$`), 'A child key is 8 letters, digits or underscores')

export const zChildKeyBody = z.object({ code: zChildKey }).strict()
export type ChildKeyBody = z.input<typeof zChildKeyBody>

/** Spec 001 §3 "Child info (key lookup)". */
export const zChildKeyInfo = z.object({
  childInfo: z.object({ firstname: z.string(), lastname: z.string() }),
})
export type ChildKeyInfo = z.infer<typeof zChildKeyInfo>

/** Spec 001 §3 "Profile for linking": referent, relationship (a name of the enumeration). */
export const zChildLinkProfile = z
  .object({ referent: z.boolean(), relationship: z.enum(guardianRelationships) })
  .strict()

export const zAddChildBody = z.object({ code: zChildKey, profile: zChildLinkProfile }).strict()
export type AddChildBody = z.input<typeof zAddChildBody>

/** The child now on the guardian's account (in their family scope, so the scope selector lists it). */
export const zAddedChild = z.object({
  child: z.object({ id: z.string(), firstname: z.string(), lastname: z.string() }),
})
export type AddedChild = z.infer<typeof zAddedChild>

export const childKeysContract = {
  lookup: defineRoute({
    action: 'childKeys.lookup',
    method: 'POST',
    path: '/api/v1/child-keys/lookup',
    summary:
      'The child a key belongs to (first and last name); CHILD_KEY_INVALID when unknown, CHILD_ALREADY_LINKED when already mine',
    auth: 'session',
    body: zChildKeyBody,
    response: zChildKeyInfo,
  }),
  add: defineRoute({
    action: 'childKeys.add',
    method: 'POST',
    path: '/api/v1/child-keys/links',
    summary: 'Add the child a key belongs to to my account, with my relationship and referent status',
    auth: 'session',
    body: zAddChildBody,
    response: zAddedChild,
    successStatus: 201,
  }),
}
