import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import pg from 'pg'
import { io, type Socket } from 'socket.io-client'
import { openDatabase, type Database, type Db } from '../db/client'
import {
  childSections,
  groups,
  guardianships,
  schools,
  sections,
  sessions,
  staffAssignments,
  users,
} from '../db/schema/index'
import { hashPassword } from '../platform/password'
import { newSessionToken, sessionCookieName } from '../platform/session'
import { realtimePath } from '../platform/realtime-server'

// Several real server processes (`node --import tsx apps/server/src/server.ts`: the sources, as
// `npm run dev` runs them; `npm start` runs the same code bundled, decision 0038) sharing one
// PostgreSQL database and one Redis, for the cluster test of chat
// (ARCHITECTURE §8: "with REDIS_URL the Redis adapter fans events out across processes") and the
// chat soak and fan-out benchmarks (bench/src/chat-*.ts, docs/realtime-scale.md).
//
// Isolation on a shared machine: the database is a fresh, uniquely named one, migrated once here
// (two processes migrating the same empty database at once would race) and dropped by `close()`.
// Redis is shared: nothing is flushed; the app's own keys are rate-limit counters of failed
// sign-ins (none happen here), and the Socket.IO adapter's pub/sub channel only carries emits to
// rooms named by UUIDs, which no other run has.

export const repoRoot = fileURLToPath(new URL('../../../..', import.meta.url))

const children = new Set<ChildProcess>()
let exitHookInstalled = false
/** A crashed test or bench must not leave servers listening: kill what is left when we exit. */
function installExitHook(): void {
  if (exitHookInstalled) return
  exitHookInstalled = true
  process.once('exit', () => {
    for (const child of children) child.kill('SIGKILL')
  })
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => resolve(port))
    })
  })
}

// ---------------------------------------------------------------------------------------------
// Database

export interface ClusterDatabase {
  name: string
  url: string
  database: Database
  /** Closes this process's pool and drops the database (connections of servers still up included). */
  drop(): Promise<void>
}

async function withAdmin<T>(adminUrl: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl })
  await client.connect()
  try {
    return await fn(client)
  } finally {
    await client.end()
  }
}

/** A new, migrated database `<prefix>_<random>` on the server of `adminUrl`. */
export async function createClusterDatabase(
  adminUrl: string,
  prefix = 'nido_cluster',
): Promise<ClusterDatabase> {
  const name = `${prefix}_${randomBytes(5).toString('hex')}`
  await withAdmin(adminUrl, (c) => c.query(`create database ${name}`))
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  let database: Database | undefined
  const drop = async () => {
    await database?.close().catch(() => undefined)
    await withAdmin(adminUrl, (c) => c.query(`drop database if exists ${name} with (force)`))
  }
  try {
    database = await openDatabase({ url: url.toString(), pool: 8 })
    await database.migrate()
  } catch (error) {
    await drop()
    throw error
  }
  return { name, url: url.toString(), database, drop }
}

// ---------------------------------------------------------------------------------------------
// Server processes

export interface ServerProcess {
  name: string
  port: number
  baseUrl: string
  readonly running: boolean
  /** Spawns the process and waits until GET /api/v1/health answers. */
  start(): Promise<void>
  /** SIGTERM (server.ts closes gracefully), SIGKILL after 10 s. */
  stop(): Promise<void>
  /** SIGKILL: a crash, in-flight requests lost. */
  kill(): Promise<void>
  /** The last few KB the process printed, for error messages. */
  output(): string
}

export function serverProcess(options: {
  name: string
  port: number
  env: Record<string, string>
  /** How long start() waits for the health check (default 120 s). */
  startTimeoutMs?: number
  /** Node's arguments (default: the sources under tsx); build.test.ts runs a built server. */
  nodeArgs?: string[]
}): ServerProcess {
  installExitHook()
  const baseUrl = `http://127.0.0.1:${options.port}`
  let child: ChildProcess | undefined
  let exited: Promise<void> = Promise.resolve()
  let out = ''
  const alive = () => !!child && child.exitCode === null && child.signalCode === null

  const terminate = async (signal: 'SIGTERM' | 'SIGKILL') => {
    const current = child
    if (!current || !alive()) return
    current.kill(signal)
    const timer = signal === 'SIGTERM' ? setTimeout(() => current.kill('SIGKILL'), 10_000) : undefined
    await exited
    if (timer) clearTimeout(timer)
  }

  return {
    name: options.name,
    port: options.port,
    baseUrl,
    get running() {
      return alive()
    },
    async start() {
      if (alive()) return
      const nodeArgs = options.nodeArgs ?? ['--import', 'tsx', 'apps/server/src/server.ts']
      const spawned = spawn(process.execPath, nodeArgs, {
        cwd: repoRoot,
        env: { ...process.env, ...options.env, PORT: String(options.port), HOST: '127.0.0.1' },
        stdio: ['ignore', 'pipe', 'pipe'],
      })
      child = spawned
      children.add(spawned)
      exited = new Promise((resolve) =>
        spawned.once('exit', () => {
          children.delete(spawned)
          resolve()
        }),
      )
      const keep = (chunk: Buffer) => {
        out = (out + chunk.toString()).slice(-6000)
      }
      spawned.stdout?.on('data', keep)
      spawned.stderr?.on('data', keep)
      const timeoutMs = options.startTimeoutMs ?? 120_000
      const deadline = Date.now() + timeoutMs
      while (Date.now() < deadline) {
        if (!alive()) throw new Error(`${options.name} exited before answering:\n${out}`)
        try {
          const res = await fetch(`${baseUrl}/api/v1/health`)
          if (res.ok) return
        } catch {
          // Not listening yet: opening the database and compiling the sources take a few seconds.
        }
        await sleep(200)
      }
      await terminate('SIGKILL')
      throw new Error(
        `${options.name} did not answer ${baseUrl}/api/v1/health within ${timeoutMs} ms:\n${out}`,
      )
    },
    stop: () => terminate('SIGTERM'),
    kill: () => terminate('SIGKILL'),
    output: () => out,
  }
}

export interface Cluster {
  db: ClusterDatabase
  nodes: ServerProcess[]
  /** The SESSION_SECRET every node shares, so a broadcast token of one node verifies on another. */
  secret: string
  /** Stops every node, drops the database, removes the data folders; safe to call twice. */
  close(): Promise<void>
}

export interface ClusterOptions {
  /** A PostgreSQL URL whose role may create and drop databases (TEST_DATABASE_URL, DATABASE_URL). */
  adminUrl: string
  redisUrl: string
  nodes?: number
  /** Extra environment of every node (e.g. DATABASE_POOL_SIZE). */
  env?: Record<string, string>
  /** Runs on the migrated database before the nodes start (the nodes' caches see the data). */
  seed?: (db: Db) => Promise<void>
  dbPrefix?: string
  /**
   * How long each process may take to answer its health check (default 120 s). A test sets it
   * below its hook timeout, so that a slow start fails inside startCluster, which cleans up.
   */
  startTimeoutMs?: number
}

/** A fresh database, then `nodes` server processes on free ports, all started (in parallel). */
export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const db = await createClusterDatabase(options.adminUrl, options.dbPrefix)
  const secret = randomBytes(32).toString('hex')
  const dataDirs: string[] = []
  const nodes: ServerProcess[] = []
  let closed = false
  const close = async () => {
    if (closed) return
    closed = true
    await Promise.all(nodes.map((n) => n.stop()))
    await db.drop()
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true })
  }
  try {
    if (options.seed) await options.seed(db.database.db)
    for (let i = 0; i < (options.nodes ?? 2); i++) {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'nido-cluster-'))
      dataDirs.push(dataDir)
      nodes.push(
        serverProcess({
          name: `node ${String.fromCharCode(65 + i)}`,
          port: await freePort(),
          ...(options.startTimeoutMs ? { startTimeoutMs: options.startTimeoutMs } : {}),
          env: {
            DATABASE_URL: db.url,
            DATABASE_POOL_SIZE: '5',
            REDIS_URL: options.redisUrl,
            SESSION_SECRET: secret,
            DATA_DIR: dataDir,
            SEED_DEMO: 'never',
            LOG_LEVEL: 'warn',
            SMTP_URL: '',
            ...options.env,
          },
        }),
      )
    }
    await Promise.all(nodes.map((n) => n.start()))
  } catch (error) {
    await close()
    throw error
  }
  return { db, nodes, secret, close }
}

// ---------------------------------------------------------------------------------------------
// People and sessions

export const clusterPassword = 'cluster-password-1'

export interface ChatPopulation {
  groupId: string
  schoolId: string
  sectionId: string
  /** Teachers of the section: they may open group channels with the guardians (spec 001 §5). */
  teachers: { id: string; email: string }[]
  /** One per child of the section. */
  guardians: { id: string; email: string; childId: string }[]
}

/**
 * One group, school and section with `teachers` teachers and `guardians` children (each with one
 * guardian), inserted in bulk: fast enough for a thousand people. Every password is `clusterPassword`
 * (hashed once).
 */
export async function seedChatPopulation(
  db: Db,
  counts: { teachers: number; guardians: number },
): Promise<ChatPopulation> {
  const tag = randomBytes(3).toString('hex')
  const passwordHash = await hashPassword(clusterPassword)
  const [group] = await db
    .insert(groups)
    .values({ name: `Cluster ${tag}` })
    .returning()
  const [school] = await db
    .insert(schools)
    .values({ groupId: group!.id, name: `Cluster school ${tag}`, timezone: 'Europe/Paris' })
    .returning()
  const [section] = await db
    .insert(sections)
    .values({ schoolId: school!.id, name: 'Cluster section' })
    .returning()
  const person = (profileType: 'TEACHER' | 'GUARDIAN' | 'CHILD', i: number) => ({
    profileType,
    firstname: `${profileType.charAt(0)}${profileType.slice(1).toLowerCase()}${i}`,
    lastname: `Cluster${tag}`,
    email: profileType === 'CHILD' ? null : `${profileType.toLowerCase()}.${i}.${tag}@cluster.example.test`,
    passwordHash,
    status: 'Active' as const,
    language: 'en',
  })
  const insertUsers = async (rows: ReturnType<typeof person>[]) => {
    const out: { id: string; email: string | null }[] = []
    for (let i = 0; i < rows.length; i += 500) {
      out.push(
        ...(await db
          .insert(users)
          .values(rows.slice(i, i + 500))
          .returning({ id: users.id, email: users.email })),
      )
    }
    return out
  }
  const range = (n: number) => Array.from({ length: n }, (_, i) => i + 1)
  const teacherRows = await insertUsers(range(counts.teachers).map((i) => person('TEACHER', i)))
  if (teacherRows.length > 0) {
    await db
      .insert(staffAssignments)
      .values(teacherRows.map((t) => ({ userId: t.id, level: 'SECTION' as const, sectionId: section!.id })))
  }
  const childRows = await insertUsers(range(counts.guardians).map((i) => person('CHILD', i)))
  const guardianRows = await insertUsers(range(counts.guardians).map((i) => person('GUARDIAN', i)))
  for (let i = 0; i < childRows.length; i += 500) {
    const slice = childRows.slice(i, i + 500)
    await db.insert(childSections).values(slice.map((c) => ({ childId: c.id, sectionId: section!.id })))
    await db.insert(guardianships).values(
      slice.map((c, j) => ({
        guardianId: guardianRows[i + j]!.id,
        childId: c.id,
        relationship: 'Mother' as const,
        referent: true,
      })),
    )
  }
  return {
    groupId: group!.id,
    schoolId: school!.id,
    sectionId: section!.id,
    teachers: teacherRows.map((t) => ({ id: t.id, email: t.email! })),
    guardians: guardianRows.map((g, i) => ({ id: g.id, email: g.email!, childId: childRows[i]!.id })),
  }
}

/**
 * A session stored the way sign-in stores it (only the token's hash), without the password check:
 * a thousand argon2 sign-ins would take minutes on a small machine. Returns the Cookie header.
 */
export async function openSessions(
  db: Db,
  people: { userId: string; currentSchoolId?: string | null; currentChildId?: string | null }[],
): Promise<string[]> {
  const now = new Date()
  const rows = people.map((p) => {
    const { token, tokenHash } = newSessionToken()
    return {
      token,
      row: {
        userId: p.userId,
        tokenHash,
        currentSchoolId: p.currentSchoolId ?? null,
        currentChildId: p.currentChildId ?? null,
        lastSeenAt: now,
        expiresAt: new Date(now.getTime() + 86_400_000),
      },
    }
  })
  for (let i = 0; i < rows.length; i += 500) {
    await db.insert(sessions).values(rows.slice(i, i + 500).map((r) => r.row))
  }
  return rows.map((r) => `${sessionCookieName}=${r.token}`)
}

/** Signs in through the real endpoint; returns the Cookie header a browser would send back. */
export async function signIn(baseUrl: string, email: string, password = clusterPassword): Promise<string> {
  const res = await fetch(`${baseUrl}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })
  if (res.status !== 200) throw new Error(`sign-in of ${email} failed: ${res.status} ${await res.text()}`)
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';', 1)[0])
    .join('; ')
}

// ---------------------------------------------------------------------------------------------
// HTTP and sockets

export interface ApiAnswer<T = unknown> {
  status: number
  body: T
}

/** A small JSON client for one session against one node; network failures reject (fetch's TypeError). */
export async function api<T = unknown>(
  baseUrl: string,
  cookie: string,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  urlPath: string,
  body?: unknown,
  timeoutMs = 15_000,
): Promise<ApiAnswer<T>> {
  const res = await fetch(`${baseUrl}${urlPath}`, {
    method,
    headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(timeoutMs),
  })
  const text = await res.text()
  return { status: res.status, body: (text ? JSON.parse(text) : undefined) as T }
}

/** POST /api/v1/realtime/tokens (spec 000 §7 broadcast auth) for this session. */
export async function broadcastToken(baseUrl: string, cookie: string): Promise<string> {
  const res = await api<{ token: string }>(baseUrl, cookie, 'POST', '/api/v1/realtime/tokens')
  if (res.status !== 201) throw new Error(`broadcast auth failed: ${res.status} ${JSON.stringify(res.body)}`)
  return res.body.token
}

export interface ConnectOptions {
  /** socket.io-client's automatic reconnection (default off: a test wants failures to show). */
  reconnection?: boolean
  timeoutMs?: number
}

/**
 * A socket.io-client connection as the web opens it (spec 000 §4: websocket only, a token from the
 * broadcast-auth call, asked again on every reconnection). Resolves once connected.
 */
export async function connectSocket(
  baseUrl: string,
  cookie: string,
  options: ConnectOptions = {},
): Promise<Socket> {
  const socket = io(baseUrl, {
    path: realtimePath,
    transports: ['websocket'],
    reconnection: options.reconnection ?? false,
    reconnectionDelay: 250,
    reconnectionDelayMax: 2000,
    randomizationFactor: 0.5,
    timeout: options.timeoutMs ?? 20_000,
    // A function: socket.io-client calls it before every (re)connection, as the web does.
    auth: (cb) => {
      broadcastToken(baseUrl, cookie).then(
        (token) => cb({ token }),
        () => cb({ token: '' }),
      )
    },
  })
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.close()
      reject(new Error(`socket to ${baseUrl} did not connect within ${options.timeoutMs ?? 20_000} ms`))
    }, options.timeoutMs ?? 20_000)
    socket.once('connect', () => {
      clearTimeout(timer)
      resolve()
    })
    socket.once('connect_error', (error) => {
      if (options.reconnection) return // the manager tries again
      clearTimeout(timer)
      socket.close()
      reject(error)
    })
  })
  return socket
}

/** Resolves with the first `event` whose payload satisfies `match`, or rejects after `timeoutMs`. */
export function nextEvent<T = Record<string, unknown>>(
  socket: Socket,
  event: string,
  match: (payload: T) => boolean = () => true,
  timeoutMs = 10_000,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const handler = (payload: T) => {
      if (!match(payload)) return
      clearTimeout(timer)
      socket.off(event, handler)
      resolve(payload)
    }
    const timer = setTimeout(() => {
      socket.off(event, handler)
      reject(new Error(`no ${event} within ${timeoutMs} ms`))
    }, timeoutMs)
    socket.on(event, handler)
  })
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms))
}
