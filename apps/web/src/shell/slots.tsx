import { createContext, useContext, type ComponentType, type ReactNode } from 'react'

/**
 * What features put in the shell, handed over by app/ (app/shell-route.tsx): the shell imports no
 * feature (ARCHITECTURE §2, docs/decisions/0015). Dialogs are component types, lazy in app/, so
 * their chunks are still fetched only when first opened.
 */
export interface ShellSlots {
  /** The top bar's feature buttons, right of the application switcher (morning word, chat, notifications). */
  topBarActions: ReactNode
  /** Above the page in an impersonated session only. */
  impersonationBanner: ReactNode
  /** Spec 000 §2 "invite a relative" for the current child. */
  InviteDialog: ComponentType<{ userId: string; childId: string; pro: boolean; onClose: () => void }> | null
  /** The scope selector's "add a child" (child keys). */
  AddChildDialog: ComponentType<{ onClose: () => void }> | null
  /** Spec 000 §4 the advisor host dialog, for advisor-guest coordinators. */
  AdvisorHostDialog: ComponentType<{ onClose: () => void }> | null
  /** Dialogs a feature opens by itself after the session's own (the advisor answer popup). */
  overlays: ReactNode
}

const none: ShellSlots = {
  topBarActions: null,
  impersonationBanner: null,
  InviteDialog: null,
  AddChildDialog: null,
  AdvisorHostDialog: null,
  overlays: null,
}

const SlotsContext = createContext<ShellSlots>(none)

export const ShellSlotsProvider = SlotsContext.Provider

/** The slots app/ filled; empty (no buttons, no dialogs) when a part of the shell is rendered alone. */
export function useShellSlots(): ShellSlots {
  return useContext(SlotsContext)
}
