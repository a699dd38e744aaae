import { describe, expect, it } from 'vitest'
import { guardianRelationships, relationshipsOfferedForChild } from './people'

describe('relationships offered to a guardian for a child', () => {
  it('leaves out Husband and Wife', () => {
    const offered = relationshipsOfferedForChild()
    expect(offered).not.toContain('Husband')
    expect(offered).not.toContain('Wife')
    expect(offered).toEqual(guardianRelationships.filter((r) => r !== 'Husband' && r !== 'Wife'))
  })

  it('keeps the one an existing link already holds', () => {
    expect(relationshipsOfferedForChild('Wife')).toContain('Wife')
    expect(relationshipsOfferedForChild('Wife')).not.toContain('Husband')
    expect(relationshipsOfferedForChild('Mother')).not.toContain('Wife')
  })
})
