// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useState } from 'react'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import '@/i18n/index'
import { MediaViewer, type ViewerItem } from './media-viewer'

// The one media viewer (STYLE habit 13) is keyboard-navigable (arrows, Home/End, Escape), moves
// with a swipe on touch screens, is named, and offers a download only when it is told to.

const items: ViewerItem[] = ['a.jpg', 'b.jpg', 'c.jpg'].map((fileName, i) => ({
  id: `0190a000-0000-7000-8000-00000000000${i}`,
  type: 'IMAGE',
  fileName,
  takenAt: null,
  children: i === 1 ? [{ id: 'c1', firstname: 'Louise', lastname: 'Dubois' }] : [],
}))

function Harness({
  onClose,
  shown = items,
  download,
}: {
  onClose: () => void
  shown?: ViewerItem[]
  download?: boolean
}) {
  const [index, setIndex] = useState<number | null>(0)
  return (
    <MediaViewer
      userId="u1"
      items={shown}
      {...(download ? { download } : {})}
      index={index}
      onIndexChange={setIndex}
      onClose={() => {
        setIndex(null)
        onClose()
      }}
    />
  )
}

describe('MediaViewer', () => {
  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response(JSON.stringify({ mediaUrl: '/photo.jpg' }), { status: 200 }))),
    )
  })
  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
  })

  it('moves with the arrow keys, Home and End, and closes with Escape', async () => {
    const onClose = vi.fn()
    render(
      <QueryClientProvider client={new QueryClient()}>
        <Harness onClose={onClose} />
      </QueryClientProvider>,
    )
    const dialog = await screen.findByRole('dialog', { name: '1 of 3: a.jpg' })
    expect(screen.getByRole('button', { name: 'Previous photo' })).toHaveProperty('disabled', true)
    fireEvent.keyDown(dialog, { key: 'ArrowRight' })
    await screen.findByRole('dialog', { name: '2 of 3: b.jpg' })
    expect(screen.getByRole('list', { name: 'Children in this photo' }).textContent).toBe('Louise Dubois')
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'End' })
    await screen.findByRole('dialog', { name: '3 of 3: c.jpg' })
    expect(screen.getByRole('button', { name: 'Next photo' })).toHaveProperty('disabled', true)
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'ArrowLeft' })
    await screen.findByRole('dialog', { name: '2 of 3: b.jpg' })
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Home' })
    await screen.findByRole('dialog', { name: '1 of 3: a.jpg' })
    expect(await screen.findByRole('img', { name: 'Photo 1: a.jpg' })).toBeTruthy()
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' })
    expect(onClose).toHaveBeenCalledOnce()
  }, 30_000)

  it('moves with a swipe and names a post photo by its alt text, not its file name', async () => {
    const post = items.map((item, i) => ({ ...item, alt: `Photo ${i + 1} of 3, posted by Ana` }))
    render(
      <QueryClientProvider client={new QueryClient()}>
        <Harness onClose={vi.fn()} shown={post} />
      </QueryClientProvider>,
    )
    await screen.findByRole('dialog', { name: '1 of 3: a.jpg' })
    expect(await screen.findByRole('img', { name: 'Photo 1 of 3, posted by Ana' })).toBeTruthy()
    const stage = screen.getByTestId('media-viewer-stage')
    fireEvent.touchStart(stage, { touches: [{ clientX: 300, clientY: 100 }] })
    fireEvent.touchEnd(stage, { changedTouches: [{ clientX: 120, clientY: 110 }] })
    await screen.findByRole('dialog', { name: '2 of 3: b.jpg' })
    // A short move is a tap, not a swipe.
    fireEvent.touchStart(stage, { touches: [{ clientX: 300, clientY: 100 }] })
    fireEvent.touchEnd(stage, { changedTouches: [{ clientX: 280, clientY: 100 }] })
    fireEvent.touchStart(stage, { touches: [{ clientX: 100, clientY: 100 }] })
    fireEvent.touchEnd(stage, { changedTouches: [{ clientX: 300, clientY: 100 }] })
    await screen.findByRole('dialog', { name: '1 of 3: a.jpg' })
    expect(screen.queryByRole('button', { name: 'Download' })).toBeNull()
  }, 30_000)

  it('downloads the shown file through its signed download URL when allowed', async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <Harness onClose={vi.fn()} download />
      </QueryClientProvider>,
    )
    await screen.findByRole('dialog', { name: '1 of 3: a.jpg' })
    fireEvent.click(screen.getByRole('button', { name: 'Download' }))
    await vi.waitFor(() =>
      expect(vi.mocked(fetch).mock.calls.map(([url]) => url)).toContain(
        `/api/v1/media/${items[0]?.id}/download`,
      ),
    )
  }, 30_000)
})
