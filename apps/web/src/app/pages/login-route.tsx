import LoginPage from '@/features/auth/pages/login-page'
import { ExternalSignInButtons } from '@/features/external-identity/components/external-sign-in-buttons'

// /login is composed here: the sign-in form with the external-identity buttons of the brand.
export default function LoginRoute() {
  return <LoginPage externalSignIn={<ExternalSignInButtons />} />
}
