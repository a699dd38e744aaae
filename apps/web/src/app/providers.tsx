import type { ReactNode } from 'react'
import { QueryClientProvider } from '@tanstack/react-query'
import { I18nextProvider } from 'react-i18next'
import { i18n } from '../i18n/index'
import { BrandTheme } from '../ui/brand-theme'
import { ToastProvider } from '../ui/toast'
import { queryClient } from './query-client'
import { UpdatePromptHost } from './update-prompt-host'

export function Providers({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <BrandTheme>
          <ToastProvider>{children}</ToastProvider>
          <UpdatePromptHost />
        </BrandTheme>
      </QueryClientProvider>
    </I18nextProvider>
  )
}
