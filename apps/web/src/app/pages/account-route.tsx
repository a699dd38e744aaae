import AccountPage from '@/features/account/pages/account-page'
import { AvatarUpload } from '@/features/media/components/avatar-upload'
import { TwoFactorSection } from '@/features/two-factor/components/two-factor-section'
import { DataProtectionSection } from '@/features/data-protection/components/data-protection-section'

// /account is composed here: the account feature's page with the parts other features own.
export default function AccountRoute() {
  return (
    <AccountPage
      avatar={(userId) => <AvatarUpload userId={userId} />}
      sections={
        <>
          <TwoFactorSection />
          <DataProtectionSection />
        </>
      }
    />
  )
}
