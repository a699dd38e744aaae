import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { errorCodes } from '@nido/domain/errors'
import { errorMessages } from '@nido/domain/i18n/error-messages'
import { languages } from '@nido/domain/i18n/languages'
import { createTestApp, type TestApp } from '../../test/app'

describe('translations (spec 000 §7 "GET language translations by code")', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(async () => t.close())

  const get = (languageCode?: string) =>
    t.app.inject({ method: 'GET', url: '/api/v1/translations', query: languageCode ? { languageCode } : {} })

  it.each(languages)('answers the error messages of %s, every code, without a session', async (language) => {
    const res = await get(language)
    expect(res.statusCode).toBe(200)
    expect(res.json().languageCode).toBe(language)
    expect(res.json().errorMessages).toEqual(errorMessages[language])
    expect(Object.keys(res.json().errorMessages).sort()).toEqual([...errorCodes].sort())
  })

  it('accepts the BCP 47 tag nl-BE and answers with the API code nl_BE (spec 000 §9)', async () => {
    const res = await get('nl-BE')
    expect(res.statusCode).toBe(200)
    expect(res.json().languageCode).toBe('nl_BE')
    expect(res.json().errorMessages.NOT_FOUND).toBe(errorMessages.nl_BE.NOT_FOUND)
  })

  it('refuses an unknown or missing language with VALIDATION_ERROR', async () => {
    for (const res of [await get('xx'), await get('fr-FR'), await get()]) {
      expect(res.statusCode).toBe(400)
      expect(res.json().errorCode).toBe('VALIDATION_ERROR')
    }
  })
})
