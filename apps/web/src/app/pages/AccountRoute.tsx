import AccountPage from '@/features/account/pages/AccountPage'
import { AvatarUpload } from '@/features/media/components/AvatarUpload'
import { TwoFactorSection } from '@/features/two-factor/components/TwoFactorSection'
import { DataProtectionSection } from '@/features/recovery/components/DataProtectionSection'

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
