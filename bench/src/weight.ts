import { gzipSync } from 'node:zlib'
import { chromium, type Browser, type BrowserContext, type Response } from 'playwright-core'
import { ensureWebBuild, startWebServer } from './weight-server'
import { chromiumArgs, chromiumPath } from '../../e2e/support/chromium'

// Bundle weight (docs/web-weight.md): the gzipped JavaScript a browser loads on a first visit to
// /login, and to / (the newsfeed) for a guardian just signed in. ARCHITECTURE §7: routes are lazy
// chunks "so a guardian's first load does not pay for the manager module"; this keeps it honest.
// Every figure is the response body (as the browser received it, decoded) gzipped by zlib at level 9,
// whatever the server sent: the server does not compress today, and a fixed method keeps runs
// comparable when it starts to. The transfer encoding and size the browser saw are recorded beside.

/** Budget for the guardian's first load of /: gzipped JavaScript, in KiB (1 KiB = 1024 bytes). */
export const guardianHomeBudgetKiB = 240

export const demoGuardian = { email: 'guardian.lyon@nido.demo', password: 'nido-demo' }

export interface ScriptWeight {
  /** Path of the script on the server (origin removed). */
  path: string
  /** Decoded body size in bytes. */
  bytes: number
  /** The body gzipped with zlib level 9, in bytes: the figure that is summed and judged. */
  gzipBytes: number
  /** The response's content-encoding, or null when sent uncompressed. */
  contentEncoding: string | null
  /** Body bytes on the wire, as Chromium counted them (compressed if the server compressed). */
  transferBytes: number
}

export interface PageWeight {
  key: 'login' | 'guardianHome'
  name: string
  /** The path navigated to, and where the app ended up (a guard may redirect). */
  path: string
  finalPath: string
  scripts: ScriptWeight[]
  totalBytes: number
  totalGzipBytes: number
  totalGzipKiB: number
  /**
   * Requests of the visit that failed (status 400 or more), as "status METHOD path": none is the
   * target for a signed-out first page (docs/web-weight.md "A clean first page").
   */
  failedRequests: string[]
}

export interface WeightReport {
  method: string
  budget: { page: 'guardianHome'; gzipKiB: number; met: boolean }
  /** True when this run had to build apps/web first (dist was missing). */
  built: boolean
  pages: PageWeight[]
}

export async function measureWeight(
  log: (message: string) => void,
  options: { build: boolean },
): Promise<WeightReport> {
  const built = await ensureWebBuild(log, options.build)
  log('weight: starting the real server (PGlite in a temporary folder, demo group)…')
  const server = await startWebServer()
  let browser: Browser | undefined
  try {
    log(`weight: server on ${server.baseUrl}; Chromium at ${chromiumPath()}`)
    browser = await chromium.launch({
      executablePath: chromiumPath(),
      args: chromiumArgs,
    })
    const login = await visit(browser, server.baseUrl, {
      key: 'login',
      name: 'first visit, signed out',
      path: '/login',
    })
    const guardianHome = await visit(browser, server.baseUrl, {
      key: 'guardianHome',
      name: `first visit after sign-in (${demoGuardian.email})`,
      path: '/',
      signIn: demoGuardian,
    })
    if (guardianHome.finalPath !== '/') {
      throw new Error(`the guardian's visit to / ended on ${guardianHome.finalPath}: sign-in did not hold`)
    }
    return {
      method:
        'sum of the JavaScript response bodies (decoded) each gzipped with zlib level 9; KiB = 1024 bytes',
      budget: {
        page: 'guardianHome',
        gzipKiB: guardianHomeBudgetKiB,
        met: guardianHome.totalGzipKiB <= guardianHomeBudgetKiB,
      },
      built,
      pages: [login, guardianHome],
    }
  } finally {
    await browser?.close()
    await server.close()
  }
}

interface Visit {
  key: PageWeight['key']
  name: string
  path: string
  signIn?: { email: string; password: string }
}

/** A first visit: a fresh context (empty cache, no cookies), optionally signed in through the API. */
async function visit(browser: Browser, baseUrl: string, target: Visit): Promise<PageWeight> {
  const context = await browser.newContext({ locale: 'en-GB', baseURL: baseUrl })
  try {
    if (target.signIn) {
      // The context's request client shares the browser's cookie jar: the session cookie is set.
      const res = await context.request.post('/api/v1/auth/login', { data: target.signIn })
      if (res.status() !== 200) {
        throw new Error(`sign-in of ${target.signIn.email} failed: ${res.status()} ${await res.text()}`)
      }
    }
    const failedRequests: string[] = []
    context.on('response', (response) => {
      if (response.status() >= 400)
        failedRequests.push(
          `${response.status()} ${response.request().method()} ${new URL(response.url()).pathname}`,
        )
    })
    const scripts = await recordScripts(context, target.path)
    const totalBytes = scripts.list.reduce((sum, s) => sum + s.bytes, 0)
    const totalGzipBytes = scripts.list.reduce((sum, s) => sum + s.gzipBytes, 0)
    return {
      key: target.key,
      name: target.name,
      path: target.path,
      finalPath: scripts.finalPath,
      scripts: scripts.list.sort((a, b) => b.gzipBytes - a.gzipBytes),
      totalBytes,
      totalGzipBytes,
      totalGzipKiB: Math.round((totalGzipBytes / 1024) * 10) / 10,
      failedRequests,
    }
  } finally {
    await context.close()
  }
}

async function recordScripts(
  context: BrowserContext,
  path: string,
): Promise<{ list: ScriptWeight[]; finalPath: string }> {
  const page = await context.newPage()
  const pending: Promise<ScriptWeight | undefined>[] = []
  const seen = new Set<string>()
  let lastScriptAt = Date.now()
  page.on('response', (response) => {
    if (!isJavaScript(response) || seen.has(response.url())) return
    seen.add(response.url())
    lastScriptAt = Date.now()
    pending.push(weigh(response))
  })
  await page.goto(path, { waitUntil: 'networkidle' })
  // Lazy chunks (the page, the terms dialog…) load after the first idle moment: wait until no new
  // script has arrived for 1.5 s, at most 20 s.
  const deadline = Date.now() + 20_000
  while (Date.now() - lastScriptAt < 1500 && Date.now() < deadline) {
    await page.waitForTimeout(250)
  }
  const finalPath = new URL(page.url()).pathname
  const list = (await Promise.all(pending)).filter((s): s is ScriptWeight => s !== undefined)
  return { list, finalPath }
}

/** Classic and module scripts, dynamic imports and <link rel="modulepreload"> fetches alike. */
function isJavaScript(response: Response): boolean {
  const type = response.request().resourceType()
  const contentType = response.headers()['content-type'] ?? ''
  return type === 'script' || /javascript|ecmascript/.test(contentType)
}

async function weigh(response: Response): Promise<ScriptWeight | undefined> {
  if (response.status() !== 200) return undefined
  const body = await response.body()
  const sizes = await response.request().sizes()
  return {
    path: new URL(response.url()).pathname,
    bytes: body.length,
    gzipBytes: gzipSync(body, { level: 9 }).length,
    contentEncoding: response.headers()['content-encoding'] ?? null,
    transferBytes: sizes.responseBodySize,
  }
}

export function formatWeight(weight: WeightReport): string {
  const kib = (bytes: number) => (bytes / 1024).toFixed(1)
  const lines: string[] = [`JavaScript on first visit (${weight.method})`]
  for (const page of weight.pages) {
    lines.push('', `${page.path} — ${page.name}; ended on ${page.finalPath}`)
    const width = Math.max(5, ...page.scripts.map((s) => s.path.length))
    lines.push(`  ${'chunk'.padEnd(width)}  ${'raw KiB'.padStart(8)}  ${'gzip KiB'.padStart(8)}`)
    for (const s of page.scripts) {
      lines.push(`  ${s.path.padEnd(width)}  ${kib(s.bytes).padStart(8)}  ${kib(s.gzipBytes).padStart(8)}`)
    }
    lines.push(
      `  ${`total (${page.scripts.length} scripts)`.padEnd(width)}  ${kib(page.totalBytes).padStart(8)}  ` +
        `${kib(page.totalGzipBytes).padStart(8)}`,
    )
    lines.push(`  failed requests: ${page.failedRequests.length ? page.failedRequests.join(', ') : 'none'}`)
  }
  const home = weight.pages.find((p) => p.key === weight.budget.page)
  lines.push(
    '',
    `guardian's / : ${home?.totalGzipKiB ?? '?'} KiB gzipped, budget ≤ ${weight.budget.gzipKiB} KiB: ` +
      (weight.budget.met ? 'met' : 'NOT met'),
  )
  return lines.join('\n')
}
