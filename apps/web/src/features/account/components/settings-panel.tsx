import { Card, CardContent, FormControlLabel, FormGroup, Stack, Switch, Typography } from '@mui/material'
import { useTranslation } from 'react-i18next'
import type { AccountSettingKey, AccountSettings } from '@nido/domain/contracts/account'
import { useToast } from '@/ui/toast'
import { useUpdateSettings } from '../queries'

// Spec 001 §3 settings, grouped as a person thinks of them. Each switch saves at once. The
// notification settings (and chat's e-mail on a new message) are in the notification preferences
// table (notification-preferences.tsx), with their push and in-app channels.
const groups = {
  privacy: ['showPhoneNumberInContacts', 'showInAppCommercialMessages', 'allowCommercialContact'],
  chat: [
    'otherFamilyCanContactMe',
    'otherProCanContactMe',
    'meCanContactOtherPro',
    'meCanContactOtherFamily',
  ],
} as const satisfies Record<string, readonly AccountSettingKey[]>

export function SettingsPanel({ userId, settings }: { userId: string; settings: AccountSettings }) {
  const { t } = useTranslation()
  const toast = useToast()
  const update = useUpdateSettings(userId)
  const change = (key: AccountSettingKey, value: boolean) =>
    update.mutate(
      { [key]: value },
      { onSuccess: () => toast.success(t('account.settingsSaved')), onError: (e) => toast.apiError(e) },
    )
  return (
    <Stack spacing={2}>
      {(Object.keys(groups) as Array<keyof typeof groups>).map((group) => (
        <Card key={group} variant="outlined" component="section" aria-labelledby={`account-${group}`}>
          <CardContent>
            <Typography id={`account-${group}`} variant="h6" component="h2" gutterBottom>
              {t(`account.${group}`)}
            </Typography>
            <FormGroup>
              {groups[group].map((key) => (
                <FormControlLabel
                  key={key}
                  control={
                    <Switch
                      checked={settings[key]}
                      disabled={update.isPending}
                      onChange={(e) => change(key, e.target.checked)}
                    />
                  }
                  label={t(`account.settings.${key}`)}
                />
              ))}
            </FormGroup>
          </CardContent>
        </Card>
      ))}
    </Stack>
  )
}
