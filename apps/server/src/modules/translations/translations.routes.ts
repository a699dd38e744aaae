import { contracts } from '@nido/domain/contracts/index'
import { errorMessages } from '@nido/domain/i18n/error-messages'
import type { Route } from '../../platform/http'

export function translationsRoutes(route: Route): void {
  // Spec 000 §7 "GET language translations by code": public, because the sign-in page shows
  // translated errors before anyone is signed in. The contract turns `nl-BE` into `nl_BE` and
  // refuses other codes with VALIDATION_ERROR.
  route(contracts.translations.get, async ({ query, reply }) => {
    void reply.header('cache-control', 'public, max-age=300')
    return { languageCode: query.languageCode, errorMessages: errorMessages[query.languageCode] }
  })
}
