// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { cleanup, render, screen } from '@testing-library/react'
import { ApiError } from '@/api/client'
import '@/i18n/index'
import { ConsentAlert, consentWithheldNames } from './consent-alert'

// docs/posts-and-moderation.md "Photo consent": the post form names the children of a refusal.
afterEach(cleanup)

describe('post form photo-consent refusal', () => {
  const refusal = new ApiError('PHOTO_CONSENT_WITHHELD', 'refused', 409, {
    children: [
      { id: 'c1', firstname: 'Chloé', lastname: 'Privé' },
      { id: 'c2', firstname: 'Léo', lastname: 'Martin' },
    ],
  })

  it('names the children of a PHOTO_CONSENT_WITHHELD refusal, and nothing else', () => {
    expect(consentWithheldNames(refusal)).toBe('Chloé Privé, Léo Martin')
    expect(consentWithheldNames(new ApiError('PHOTO_CONSENT_WITHHELD', '', 409))).toBe('')
    expect(consentWithheldNames(new ApiError('VALIDATION_ERROR', '', 400))).toBeNull()
    expect(consentWithheldNames(new Error('network'))).toBeNull()
  })

  it('shows the refusal as an alert naming the children', async () => {
    render(<ConsentAlert names={consentWithheldNames(refusal)} />)
    expect((await screen.findByRole('alert')).textContent).toMatch(
      /Photo consent was withheld for Chloé Privé, Léo Martin/,
    )
  })

  it('shows nothing without a refusal', () => {
    render(<ConsentAlert names={null} />)
    expect(screen.queryByRole('alert')).toBeNull()
  })
})
