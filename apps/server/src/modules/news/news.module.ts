import type { ModuleDefinition } from '../module'
import { newsRoutes } from './news.routes'
import { newsPersonalData } from './news.personal-data'

export const newsModule = {
  name: 'news',
  routes: (route, contributions) => newsRoutes(route, contributions.newsKinds),
  personalData: newsPersonalData,
} satisfies ModuleDefinition
