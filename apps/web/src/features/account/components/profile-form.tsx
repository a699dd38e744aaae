import { useState, type FormEvent } from 'react'
import { Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material'
import { useTranslation } from 'react-i18next'
import type { Account } from '@nido/domain/contracts/account'
import { languages, type Language } from '@nido/domain/i18n/languages'
import { displayPhoneNumber, normalizePhoneNumber } from '@nido/domain/rules/phone'
import { languageNames } from '@/i18n/index'
import { useToast } from '@/ui/toast'
import { useUpdateAccount } from '../queries'
import { InitialsAvatar } from './initials-avatar'

interface Props {
  account: Account
  /** Spec 001 §3: the job title is a professional's; families do not see the field. */
  staff: boolean
}

/** Names, job title, e-mail (read-only: changing it needs a validation round trip), phone, language. */
export function ProfileForm({ account, staff }: Props) {
  const { t } = useTranslation()
  const { t: tError } = useTranslation('errors')
  const toast = useToast()
  const { profile } = account
  const update = useUpdateAccount(profile.id)
  const [firstname, setFirstname] = useState(profile.firstname)
  const [lastname, setLastname] = useState(profile.lastname)
  const [jobTitle, setJobTitle] = useState(profile.jobTitle ?? '')
  const [phone, setPhone] = useState(profile.phoneNumber ? displayPhoneNumber(profile.phoneNumber) : '')
  const [language, setLanguage] = useState<Language>(profile.language)
  const [submitted, setSubmitted] = useState(false)

  // Spec 001 §5: the same country-aware check as the server (default region FR).
  const phoneInvalid = phone.trim() !== '' && normalizePhoneNumber(phone) === null
  const firstnameMissing = firstname.trim() === ''
  const lastnameMissing = lastname.trim() === ''

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setSubmitted(true)
    if (phoneInvalid || firstnameMissing || lastnameMissing) return
    update.mutate(
      {
        firstname,
        lastname,
        phoneNumber: phone.trim() === '' ? null : phone,
        language,
        ...(staff ? { jobTitle } : {}),
      },
      {
        onSuccess: (saved) => {
          if (saved.profile.phoneNumber) setPhone(displayPhoneNumber(saved.profile.phoneNumber))
          // After a language change the text is read in the new language (i18next switched already).
          toast.success(t('account.saved'))
        },
        onError: (error) => toast.apiError(error),
      },
    )
  }

  const name = `${profile.firstname} ${profile.lastname}`
  return (
    <Card variant="outlined" component="section" aria-labelledby="account-profile">
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
          <InitialsAvatar
            userId={profile.id}
            firstname={profile.firstname}
            lastname={profile.lastname}
            label={t('account.avatar', { name })}
            size={64}
          />
          <Typography id="account-profile" variant="h6" component="h2">
            {t('account.profile')}
          </Typography>
        </Stack>
        <Stack component="form" spacing={2} onSubmit={submit} noValidate aria-label={t('account.profile')}>
          <TextField
            label={t('account.firstname')}
            value={firstname}
            onChange={(e) => setFirstname(e.target.value)}
            error={submitted && firstnameMissing}
            required
            slotProps={{ htmlInput: { maxLength: 100 } }}
          />
          <TextField
            label={t('account.lastname')}
            value={lastname}
            onChange={(e) => setLastname(e.target.value)}
            error={submitted && lastnameMissing}
            required
            slotProps={{ htmlInput: { maxLength: 100 } }}
          />
          {staff && (
            <TextField
              label={t('account.jobTitle')}
              value={jobTitle}
              onChange={(e) => setJobTitle(e.target.value)}
              slotProps={{ htmlInput: { maxLength: 100 } }}
            />
          )}
          <TextField
            label={t('account.email')}
            value={profile.email ?? ''}
            helperText={t('account.emailHelp')}
            slotProps={{ htmlInput: { readOnly: true } }}
          />
          <TextField
            label={t('account.phone')}
            type="tel"
            autoComplete="tel"
            value={phone}
            onChange={(e) => setPhone(e.target.value)}
            error={submitted && phoneInvalid}
            helperText={submitted && phoneInvalid ? tError('PHONE_NUMBER_INVALID') : t('account.phoneHelp')}
            slotProps={{ htmlInput: { maxLength: 40 } }}
          />
          <TextField
            select
            label={t('account.language')}
            value={language}
            onChange={(e) => setLanguage(e.target.value as Language)}
            slotProps={{ select: { native: true } }}
          >
            {languages.map((l) => (
              <option key={l} value={l}>
                {languageNames[l]}
              </option>
            ))}
          </TextField>
          <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
            <Button type="submit" variant="contained" disabled={update.isPending}>
              {update.isPending ? t('account.saving') : t('account.save')}
            </Button>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  )
}
