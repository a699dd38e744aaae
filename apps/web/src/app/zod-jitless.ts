// docs/security.md "Headers": the Content-Security-Policy allows no eval. zod compiles object
// schemas with `new Function` when it may, and probes whether it may by trying once; the browser
// reports that probe as a violation even though zod catches the refusal. zod reads this global
// when it loads, so it is set before any chunk imports zod (imported first by main.tsx), without
// importing zod here: zod stays out of the first load (decision 0008).
const global = globalThis as { __zod_globalConfig?: { jitless?: boolean } }
// Changed in place: zod keeps the object it found, should it have loaded first after all.
;(global.__zod_globalConfig ??= {}).jitless = true

export {}
