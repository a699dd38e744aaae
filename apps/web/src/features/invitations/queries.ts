import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { buildPath } from '@nido/domain/contracts/define'
import { contracts } from '@nido/domain/contracts/index'
import type { SendInvitationSmsBody } from '@nido/domain/contracts/invitations'
import { api, ApiError } from '@/api/client'

// Spec 001 §7 "Get child", "Send invitation e-mail", "Send invitation SMS". Keys
// carry the user id (STYLE habit 9); every send refreshes the child's list (§3 'last sent').

export function inviteChildQuery(userId: string, childId: string) {
  return queryOptions({
    queryKey: ['session', userId, 'invitations', childId],
    queryFn: () => api(contracts.invitations.child, { params: { childId } }),
    // §8 "Invite dialog load failure closes the dialog": no retries before saying so.
    retry: false,
  })
}

function useRefreshAfter<T, R>(userId: string, childId: string, send: (input: T) => Promise<R>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inviteChildQuery(userId, childId).queryKey }),
  })
}

export function useSendInvitationEmail(userId: string, childId: string) {
  return useRefreshAfter(userId, childId, (email: string) =>
    api(contracts.invitations.sendEmail, { params: { childId }, body: { email } }),
  )
}

export function useSendInvitationSms(userId: string, childId: string) {
  return useRefreshAfter(userId, childId, (body: SendInvitationSmsBody) =>
    api(contracts.invitations.sendSms, { params: { childId }, body }),
  )
}

export function useResendInvitation(userId: string, childId: string) {
  return useRefreshAfter(userId, childId, (id: string) =>
    api(contracts.invitations.resend, { params: { id } }),
  )
}

/** Spec 001 §2 "download-invitation link": the PDF, fetched so that a failure can be told (§8). */
export async function downloadInvitationPdf(childId: string): Promise<void> {
  const response = await fetch(buildPath(contracts.invitations.pdf.path, { childId }), {
    credentials: 'same-origin',
  })
  if (!response.ok) throw new ApiError('INTERNAL_ERROR', 'PDF not generated', response.status)
  const disposition = response.headers.get('content-disposition') ?? ''
  const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'invitation.pdf'
  const url = URL.createObjectURL(await response.blob())
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  document.body.appendChild(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}
