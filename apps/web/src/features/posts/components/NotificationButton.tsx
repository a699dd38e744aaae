// Placeholder: the notification panel work shows the top-bar button, its badge and the panel here.
export function NotificationButton() {
  return null
}
