// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { sanitizeHtml } from './safe-html'

describe('in-app message HTML allow-list', () => {
  it.each([
    ['<h2>Welcome</h2><p>Use <b>nido-demo</b>.</p>', '<h2>Welcome</h2><p>Use <b>nido-demo</b>.</p>'],
    ['<p onclick="alert(1)">Hi</p>', '<p>Hi</p>'],
    ['<script>alert(1)</script><p>x</p>', '<p>x</p>'],
    ['<img src=x onerror="alert(1)"><p>x</p>', '<p>x</p>'],
    ['<div><p>kept</p></div>', '<p>kept</p>'],
    [
      '<a href="https://nido.demo/guide">Guide</a>',
      '<a href="https://nido.demo/guide" target="_blank" rel="noopener noreferrer">Guide</a>',
    ],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<p style="position:fixed">x</p>', '<p>x</p>'],
  ])('%s → %s', (input, output) => {
    expect(sanitizeHtml(input)).toBe(output)
  })
})
