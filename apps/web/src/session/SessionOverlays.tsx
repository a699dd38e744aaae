// The dialogs that belong to the session (session destroyed, terms of use, in-app messages);
// the layouts mount this once. Filled by the session work.
export function SessionOverlays() {
  return null
}
