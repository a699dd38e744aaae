import { ErrorMessage } from './RouteError'

export default function NotFoundPage() {
  return <ErrorMessage notFound />
}
