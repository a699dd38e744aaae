// The public face of posts (ARCHITECTURE §2): other modules use only what is exported here —
// what moderation from the notifications needs of a post.
export { namedSchools, namedSections } from './posts.queries'
export { mayManageSchool, removePostRows, type ModerationChange } from './posts.service'
