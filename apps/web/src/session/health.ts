import { useCallback, useEffect, useRef, useState } from 'react'
import { useLocation } from 'react-router'
import { contracts } from '@nido/domain/contracts/index'
import { api, ApiError } from '../api/client'
import { nowMs } from './clock'

// Spec 000 §4 and §9: while signed in, GET /api/v1/users/health every 60 s and on every route
// change, at most once per 10 s. A 400–403 answer means the session is gone (revoked, expired, the
// account disabled); any other failure, network errors included, counts as healthy.

export const healthIntervalMs = 60_000
export const healthMinGapMs = 10_000

/** Spec 000 §8: only 400 to 403 mean "session destroyed". */
export function isSessionDestroyed(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status <= 403
}

export function isHealthCheckDue(lastCheckAt: number | null, now: number): boolean {
  return lastCheckAt === null || now - lastCheckAt >= healthMinGapMs
}

/** Runs the health check while mounted; true once the session is known to be destroyed. */
export function useSessionHealth(enabled: boolean): boolean {
  const { pathname } = useLocation()
  const lastCheckAt = useRef<number | null>(null)
  const [destroyed, setDestroyed] = useState(false)

  const check = useCallback(async () => {
    const now = nowMs()
    if (!isHealthCheckDue(lastCheckAt.current, now)) return
    lastCheckAt.current = now
    try {
      await api(contracts.me.health)
    } catch (error) {
      if (isSessionDestroyed(error)) setDestroyed(true)
    }
  }, [])

  useEffect(() => {
    if (enabled && !destroyed) void check()
  }, [enabled, destroyed, pathname, check])

  useEffect(() => {
    if (!enabled || destroyed) return
    const timer = window.setInterval(() => void check(), healthIntervalMs)
    return () => window.clearInterval(timer)
  }, [enabled, destroyed, check])

  return destroyed
}
