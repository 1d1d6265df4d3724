// Leaving a field by tapping another fires as the finger goes down. A message appearing or
// going by the field then moves the page under the finger, and the tap lands elsewhere (or
// nowhere), so such changes wait until it lifts.

let pointerIsDown = false
addEventListener('pointerdown', () => (pointerIsDown = true), { capture: true, passive: true })
for (const type of ['pointerup', 'pointercancel'] as const) {
  addEventListener(type, () => (pointerIsDown = false), { capture: true, passive: true })
}

/** Resolves at once when no finger or mouse button is down, otherwise just after it lifts. */
export function pointerReleased(): Promise<void> {
  if (!pointerIsDown) return Promise.resolve()
  return new Promise((resolve) => {
    const release = () => setTimeout(resolve)
    addEventListener('pointerup', release, { once: true, passive: true })
    addEventListener('pointercancel', release, { once: true, passive: true })
  })
}
