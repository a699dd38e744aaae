// Spec 000 §9 layout constants.
export const navbarHeight = 64
export const sideMenuWidth = 340
/** The desktop breakpoint of §9 ("from 960px"); below it the drawer and the mobile layouts. */
export const desktopQuery = '(min-width:960px)'

/** Page container: 592px from 960px, 922px from 1264px, below 960px min(100vw − 28px, 626px). */
export const containerSx = {
  width: 'min(calc(100vw - 28px), 626px)',
  mx: 'auto',
  '@media (min-width:960px)': { width: 592 },
  '@media (min-width:1264px)': { width: 922 },
} as const
