// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useState } from 'react'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import '@/i18n/index'
import { AlbumViewer, type ViewerItem } from './album-viewer'

// The album viewer is keyboard-navigable (arrows, Home/End, Escape) and named.

const items: ViewerItem[] = ['a.jpg', 'b.jpg', 'c.jpg'].map((fileName, i) => ({
  id: `0190a000-0000-7000-8000-00000000000${i}`,
  type: 'IMAGE',
  fileName,
  takenAt: null,
  children: i === 1 ? [{ id: 'c1', firstname: 'Louise', lastname: 'Dubois' }] : [],
}))

function Harness({ onClose }: { onClose: () => void }) {
  const [index, setIndex] = useState<number | null>(0)
  return (
    <AlbumViewer
      userId="u1"
      items={items}
      index={index}
      onIndexChange={setIndex}
      onClose={() => {
        setIndex(null)
        onClose()
      }}
    />
  )
}

describe('AlbumViewer', () => {
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
})
