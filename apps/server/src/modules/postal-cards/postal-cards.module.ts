import type { ModuleDefinition } from '../module'
import { postalCardsNewsKind } from './postal-cards.news'
import { postalCardsRoutes } from './postal-cards.routes'
import { visibleCardIds } from './postal-cards.queries'
import { postalCardsPersonalData } from './postal-cards.personal-data'

export const postalCardsModule = {
  name: 'postal-cards',
  routes: postalCardsRoutes,
  newsKinds: [postalCardsNewsKind],
  // A card's photo is readable by whoever may read the card: the staff of its section and the
  // family of its child (postal-cards.queries.ts cardVisible).
  mediaKinds: { 'postal-card': visibleCardIds },
  personalData: postalCardsPersonalData,
} satisfies ModuleDefinition
