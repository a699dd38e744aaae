import FallbackPage from '@/shell/fallback-page'
import { ImpersonateForm } from '@/features/impersonation/components/impersonate-form'

// The fallbacks are composed here: the shell's page with the impersonation feature's form.
export default function FallbackRoute() {
  return <FallbackPage impersonateForm={<ImpersonateForm />} />
}
