import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { contracts } from '@nido/domain/contracts/index'
import type { TwoFactorStatus } from '@nido/domain/contracts/two-factor'
import type { TwoFactorMode } from '@nido/domain/enums/security'
import { api } from '@/api/client'

// Two-step verification (docs/two-factor-and-impersonation.md). Keyed by user id (STYLE habit 9).

export function twoFactorQuery(userId: string) {
  return queryOptions({
    queryKey: ['session', userId, 'two-factor'],
    queryFn: () => api(contracts.twoFactor.status),
  })
}

function useStatusWriter(userId: string) {
  const queryClient = useQueryClient()
  return (status: TwoFactorStatus) => queryClient.setQueryData(twoFactorQuery(userId).queryKey, status)
}

export function useStartTotp() {
  return useMutation({ mutationFn: () => api(contracts.twoFactor.startTotp) })
}

export function useConfirmTotp(userId: string) {
  const write = useStatusWriter(userId)
  return useMutation({
    mutationFn: (code: string) => api(contracts.twoFactor.confirmTotp, { body: { code } }),
    onSuccess: (answer) => write(answer.status),
  })
}

export function useStartEmail() {
  return useMutation({ mutationFn: () => api(contracts.twoFactor.startEmail) })
}

export function useConfirmEmail(userId: string) {
  const write = useStatusWriter(userId)
  return useMutation({
    mutationFn: (code: string) => api(contracts.twoFactor.confirmEmail, { body: { code } }),
    onSuccess: (answer) => write(answer.status),
  })
}

export function useDisable(userId: string) {
  const write = useStatusWriter(userId)
  return useMutation({
    mutationFn: (body: { password: string; mode?: TwoFactorMode }) =>
      api(contracts.twoFactor.disable, { body }),
    onSuccess: write,
  })
}

export function useRegenerateRecoveryCodes(userId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (password: string) =>
      api(contracts.twoFactor.regenerateRecoveryCodes, { body: { password } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: twoFactorQuery(userId).queryKey }),
  })
}
