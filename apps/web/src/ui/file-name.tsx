import { truncateFileName } from './format'

/** Spec 000 §9: a file name longer than 30 characters is cut to 27 and an ellipsis; the title holds it all. */
export function FileName({ name }: { name: string }) {
  const shown = truncateFileName(name)
  return <span title={shown === name ? undefined : name}>{shown}</span>
}
