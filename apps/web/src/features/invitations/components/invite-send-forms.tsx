import { useMemo, type FormEvent, type ReactNode } from 'react'
import { Box, Button, Stack, TextField, Typography } from '@mui/material'
import { useController, useWatch, type UseFormReturn } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { zSendInvitationEmailBody, zSendInvitationSmsBody } from '@nido/domain/contracts/invitations'
import { limits } from '@nido/domain/limits'
import { invitationEmailState, invitationPhoneState, phoneCountries } from '@nido/domain/rules/invitation'
import { currentLanguage } from '@/i18n/index'
import { FormTextField } from '@/ui/form/text-field'
import '../i18n'

// Spec 001 §5 "Invitation dialog": the e-mail form, and the SMS form of the pros (§6), checked by
// the contract's own bodies (zSendInvitationEmailBody, zSendInvitationSmsBody) with the dialog's
// texts (docs/forms.md). §5: "more than 2 characters" (e-mail) and "more than 3" (phone) only
// disable sending; an error while typing the first characters would be noise.

export const zEmailForm = z.object({ email: z.string() }).superRefine(({ email }, ctx) => {
  if (invitationEmailState(email) === 'tooShort') return
  if (invitationEmailState(email) === 'invalid' || !zSendInvitationEmailBody.safeParse({ email }).success)
    ctx.addIssue({ code: 'custom', path: ['email'], message: 'invitations:emailInvalid' })
})
export type EmailValues = z.infer<typeof zEmailForm>

export const zSmsForm = z
  .object({ phone: z.string(), region: z.string() })
  .superRefine(({ phone, region }, ctx) => {
    const { state } = invitationPhoneState(phone, region)
    if (state === 'tooShort') return
    if (state === 'tooLong')
      ctx.addIssue({ code: 'custom', path: ['phone'], message: 'invitations:phoneTooLong' })
    else if (
      state === 'invalid' ||
      !zSendInvitationSmsBody.safeParse({ phoneNumber: phone, countryCode: region }).success
    )
      ctx.addIssue({ code: 'custom', path: ['phone'], message: 'invitations:phoneInvalid' })
  })
export type SmsValues = z.infer<typeof zSmsForm>

interface FormProps<T extends EmailValues | SmsValues> {
  form: UseFormReturn<T>
  /** Any send or resend under way (§5: one at a time). */
  busy: boolean
  /** This form's own send under way. */
  sending: boolean
  onSubmit: (values: T) => void
}

/** One send form of the dialog: its heading, its fields and its send button on one row. */
function SendForm({
  id,
  title,
  onSubmit,
  sendDisabled,
  sendLabel,
  children,
}: {
  id: string
  title: string
  onSubmit: (e: FormEvent<HTMLFormElement>) => void
  sendDisabled: boolean
  sendLabel: string
  children: ReactNode
}) {
  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-labelledby={id}>
      <Typography id={id} variant="subtitle1" component="h3" gutterBottom>
        {title}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: 'flex-start' }}>
        {children}
        <Button type="submit" variant="contained" disabled={sendDisabled} sx={{ flexShrink: 0 }}>
          {sendLabel}
        </Button>
      </Stack>
    </Box>
  )
}

export function InviteEmailForm({ form, busy, sending, onSubmit }: FormProps<EmailValues>) {
  const { t } = useTranslation('invitations')
  const email = useWatch({ control: form.control, name: 'email' })
  return (
    <SendForm
      id="invite-email-section"
      title={t('emailSection')}
      onSubmit={(e) => void form.handleSubmit(onSubmit)(e)}
      sendDisabled={invitationEmailState(email) === 'tooShort' || busy}
      sendLabel={sending ? t('sending') : t('sendEmail')}
    >
      <FormTextField
        control={form.control}
        name="email"
        label={t('email')}
        type="email"
        autoComplete="off"
        helperText=" "
        disabled={sending}
        fullWidth
        size="small"
        slotProps={{ htmlInput: { maxLength: limits.contactForm.emailMaxLength } }}
      />
    </SendForm>
  )
}

export function InviteSmsForm({ form, busy, sending, onSubmit }: FormProps<SmsValues>) {
  const { t } = useTranslation('invitations')
  const [phone, region] = useWatch({ control: form.control, name: ['phone', 'region'] })
  return (
    // §5 "Phone send is disabled without a valid number or while e-mail is sending."
    <SendForm
      id="invite-sms-section"
      title={t('smsSection')}
      onSubmit={(e) => void form.handleSubmit(onSubmit)(e)}
      sendDisabled={invitationPhoneState(phone, region).state !== 'valid' || busy}
      sendLabel={sending ? t('sending') : t('sendSms')}
    >
      <CountrySelect form={form} disabled={sending} />
      <FormTextField
        control={form.control}
        name="phone"
        label={t('phone')}
        type="tel"
        autoComplete="off"
        helperText=" "
        disabled={sending}
        fullWidth
        size="small"
        slotProps={{ htmlInput: { maxLength: limits.invitation.phoneMaxLength } }}
      />
    </SendForm>
  )
}

/** Spec 001 §2 "phone number input with country code"; countries by name in the current language. */
function CountrySelect({ form, disabled }: { form: UseFormReturn<SmsValues>; disabled: boolean }) {
  const { t, i18n } = useTranslation('invitations')
  const { field } = useController({ control: form.control, name: 'region' })
  const language = i18n.language ? currentLanguage() : 'en'
  const options = useMemo(() => {
    const names = new Intl.DisplayNames([language.replace('_', '-')], { type: 'region' })
    return phoneCountries()
      .map(({ region, callingCode }) => ({ region, callingCode, name: names.of(region) ?? region }))
      .sort((a, b) => a.name.localeCompare(b.name, language.replace('_', '-')))
  }, [language])
  return (
    <TextField
      select
      label={t('country')}
      value={field.value}
      onChange={(e) => {
        field.onChange(e.target.value)
        // The number is read in the chosen country: check it again.
        if (form.getValues('phone')) void form.trigger('phone')
      }}
      disabled={disabled}
      size="small"
      helperText=" "
      sx={{ minWidth: 200, flexShrink: 0 }}
      // A native list: 240 countries, typed-ahead by the browser, light on the page.
      slotProps={{ select: { native: true } }}
    >
      {options.map((o) => (
        <option key={o.region} value={o.region}>
          {t('countryOption', { country: o.name, code: o.callingCode })}
        </option>
      ))}
    </TextField>
  )
}
