import { AppError } from '@nido/domain/errors'
import type { Language } from '@nido/domain/i18n/languages'
import type { AppDeps } from '../../platform/deps'

// Spec 001 §7 Login row: the login endpoint's external-identity branch (entraLoginState sent as
// `state`). The auth module calls this; the external-identity module implements it: it checks the
// single-use state left by the validation route and answers which user signs in.
export async function completeExternalLogin(
  deps: AppDeps,
  input: { state: string; language?: Language | undefined },
): Promise<{ userId: string }> {
  void deps
  void input
  throw new AppError('INVALID_CREDENTIALS')
}
