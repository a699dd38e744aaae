import type { ModuleDefinition } from '../module'
import { newsRoutes } from './news.routes'

export const newsModule = {
  name: 'news',
  routes: (route, contributions) => newsRoutes(route, contributions.newsKinds),
} satisfies ModuleDefinition
