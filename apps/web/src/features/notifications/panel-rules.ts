import type { NotificationCounts, PanelNews } from '@nido/domain/contracts/notifications'

// Small rules of the notification button and panel, kept pure so they are tested without a DOM.

/** The badge counts what the panel lists: news to moderate and one's own news waiting. */
export function badgeTotal(counts: NotificationCounts | undefined): number {
  return (counts?.toModerate ?? 0) + (counts?.pendingModeration ?? 0)
}

/** Spec 000 §4: the edit routes of the kinds the panel shows (spec 000 §2). */
export function editPathOf(item: Pick<PanelNews, 'referenceType' | 'reference'>): string {
  const id = item.reference.id
  switch (item.referenceType) {
    case 'post':
      return `/posts/edit/${id}`
    case 'folder':
      return `/folders/edit/${id}`
    case 'gallery':
      return `/galleries/edit/${id}`
    case 'poll':
      return `/polls/edit/${id}`
  }
}

/** Spec 000 §4: 20 per page; the previous page's offset, never below 0. */
export function previousOffset(offset: number, pageSize = 20): number {
  return Math.max(0, offset - pageSize)
}
