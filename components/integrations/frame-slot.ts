// A provider's frame that waits for the page. An <iframe> in the HTML, even one without src,
// makes the browser build a second document before the first paint; a slot costs nothing. The
// slot carries the frame's address and title, and the frame is created once the page is on
// screen (renderer/start-third-parties.ts) or as the app renders the slot after client navigation.

/** The attribute that carries the frame's address; the renderer looks for it too. */
export const frameSlotAttribute = 'data-frame-src'
export const frameSlotSelector = `[${frameSlotAttribute}]`

/** Creates the slot's frame, unless it has one already. */
export function fillFrameSlot(slot: HTMLElement): void {
  const { frameSrc, frameTitle } = slot.dataset
  if (!frameSrc || slot.querySelector('iframe')) return
  const frame = document.createElement('iframe')
  frame.title = frameTitle ?? ''
  frame.src = frameSrc
  slot.append(frame)
}
