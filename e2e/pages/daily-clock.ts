// Loaded with `node --import` by daily-server.ts only: moves the server's clock by
// NIDO_E2E_CLOCK_OFFSET_MS so that "now" falls inside the demo school's opening hours (spec 001 §5
// "the current time within an opening period"), whatever the hour the e2e runs at. Time still
// flows; the database (PGlite reads the same clock) and the demo seed see the same shifted "now".
const offset = Number(process.env.NIDO_E2E_CLOCK_OFFSET_MS ?? 0)

if (Number.isFinite(offset) && offset !== 0) {
  const RealDate = Date
  class ShiftedDate extends RealDate {
    constructor(...args: unknown[]) {
      super(...((args.length === 0 ? [RealDate.now() + offset] : args) as [number]))
    }

    static override now(): number {
      return RealDate.now() + offset
    }
  }
  globalThis.Date = ShiftedDate as DateConstructor
}
