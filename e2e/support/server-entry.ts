import { fileURLToPath } from 'node:url'

/** The built server (`npm run build`), which every e2e server runs as `npm start` does. */
export const serverEntry = fileURLToPath(new URL('../../apps/server/dist/server.js', import.meta.url))
