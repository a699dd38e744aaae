import http from 'node:http'
import type { AddressInfo } from 'node:net'

// A page from another origin of the same host (docs/security.md "Cross-site requests"): same-site
// with the app, so a SameSite=Lax cookie still goes with its requests. The test serves its own
// HTML here; the port is the system's choice, so parallel runs do not collide.

export interface SecondOrigin {
  origin: string
  close(): Promise<void>
}

export async function serveSecondOrigin(html: string): Promise<SecondOrigin> {
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
    res.end(html)
  })
  await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve))
  const { port } = server.address() as AddressInfo
  return {
    origin: `http://localhost:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
