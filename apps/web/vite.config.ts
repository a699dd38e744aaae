import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import { fileURLToPath } from 'node:url'

// `npm run dev` serves this on :5173 and forwards the API and the realtime socket to the server
// on :3000; `npm run build` writes apps/web/dist, which the server serves in production.
const server = 'http://localhost:3000'

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  // `@/session/…` instead of `../../../session/…`; the same alias is in tsconfig.json's paths.
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    port: 5173,
    proxy: {
      '/api': server,
      '/socket.io': { target: server, ws: true },
    },
  },
  build: { outDir: 'dist', emptyOutDir: true },
})
