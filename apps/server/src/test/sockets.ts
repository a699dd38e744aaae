import type { AddressInfo } from 'node:net'
import { expect } from 'vitest'
import { io as connect, type Socket } from 'socket.io-client'
import type { TestApp } from './app'

// Real Socket.IO clients against a test app that listens (docs/security.md "Sessions and
// realtime"): the tests of sessions, deactivation and section membership watch sockets close.

export interface TestSockets {
  /** The realtime token the signed-in `cookie` gets from the broadcast-auth call. */
  tokenOf(cookie: string): Promise<string>
  /** Connects with a token; resolves with the socket, or rejects with the connection error. */
  open(token: string): Promise<Socket>
  /** Asks a token for `cookie` and connects with it. */
  openFor(cookie: string): Promise<Socket>
  /** Resolves with the reason once the server disconnects the socket; rejects after 5 s. */
  disconnected(socket: Socket): Promise<string>
  /** Closes every socket opened here. */
  closeAll(): void
}

/** Makes the app listen on a free port and returns the socket helpers bound to it. */
export async function listenForSockets(t: TestApp): Promise<TestSockets> {
  await t.app.listen({ port: 0, host: '127.0.0.1' })
  const url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`
  const opened: Socket[] = []
  const sockets: TestSockets = {
    async tokenOf(cookie) {
      const res = await t.app.inject({ method: 'POST', url: '/api/v1/realtime/tokens', headers: { cookie } })
      expect(res.statusCode, res.body).toBe(201)
      return res.json<{ token: string }>().token
    },
    async open(token) {
      const socket = connect(url, { transports: ['websocket'], auth: { token }, reconnection: false })
      opened.push(socket)
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve())
        socket.once('connect_error', reject)
      })
      return socket
    },
    async openFor(cookie) {
      return sockets.open(await sockets.tokenOf(cookie))
    },
    disconnected: (socket) =>
      new Promise<string>((resolve, reject) => {
        if (!socket.connected) resolve('already')
        const timer = setTimeout(() => reject(new Error('the socket is still connected')), 5000)
        socket.once('disconnect', (reason) => {
          clearTimeout(timer)
          resolve(reason)
        })
      }),
    closeAll() {
      for (const socket of opened) socket.disconnect()
    },
  }
  return sockets
}
