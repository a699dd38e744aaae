import { describe, expect, it } from 'vitest'
import { acceptAttribute, extensionOf, mediaFileRuleOf, uploadMaxBytes } from './media-files'

describe('media types by extension (spec 000 §3)', () => {
  it.each([
    ['photo.PNG', 'IMAGE'],
    ['photo.jpeg', 'IMAGE'],
    ['photo.jpg', 'IMAGE'],
    ['anim.gif', 'IMAGE'],
    ['IMG_0001.HEIC', 'IMAGE'],
    ['clip.mp4', 'VIDEO'],
    ['clip.avi', 'VIDEO'],
    ['clip.mov', 'VIDEO'],
    ['clip.webm', 'VIDEO'],
    ['song.mp3', 'AUDIO'],
    ['song.wav', 'AUDIO'],
    ['song.m4a', 'AUDIO'],
    ['song.m3a', 'AUDIO'],
    ['song.flac', 'AUDIO'],
    ['menu.pdf', 'DOCUMENT'],
    ['slides.pptx', 'DOCUMENT'],
    ['sheet.xlsx', 'DOCUMENT'],
    ['sheet.ods', 'DOCUMENT'],
  ])('%s is %s', (name, type) => {
    expect(mediaFileRuleOf(name)?.type).toBe(type)
  })

  it.each([
    'setup.exe',
    'script.js',
    'noextension',
    'archive.zip',
    'page.html',
    'image.svg',
    'x.constructor',
  ])('%s is refused', (name) => {
    expect(mediaFileRuleOf(name)).toBeUndefined()
  })

  it('takes the last extension, lower-cased', () => {
    expect(extensionOf('a.tar.GZ')).toBe('gz')
    expect(extensionOf('plain')).toBe('')
  })

  it('has a size limit per type and an accept list', () => {
    expect(uploadMaxBytes('IMAGE')).toBeGreaterThan(0)
    expect(acceptAttribute(['IMAGE'])).toBe('.png,.jpg,.jpeg,.gif,.heic')
  })
})
