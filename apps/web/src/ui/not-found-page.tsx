import { ErrorMessage } from './route-error'

export default function NotFoundPage() {
  return <ErrorMessage notFound />
}
