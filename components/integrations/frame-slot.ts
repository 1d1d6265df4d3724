// A provider's frame that waits for the page. An <iframe> in the HTML, even one without src,
// makes the browser build a second document before the first paint; a slot costs nothing. The
// slot carries the frame's address and title, and the frame is created once the page is on
// screen (renderer/start-third-parties.ts) or as the app renders the slot after client navigation.

/**
 * How long a provider (the chat, the reviews, the booking calendar) may take to load before its
 * panel says so and offers the other ways: one wait for all three, for the frames here and the
 * widget panels (WidgetPanel.tsx).
 */
export const providerSlowAfterMs = 8000

/** The attribute that carries the frame's address; the renderer looks for it too. */
export const frameSlotAttribute = 'data-frame-src'
export const frameSlotSelector = `[${frameSlotAttribute}]`

/**
 * Where the frame has got to, on the frame itself (an element React does not manage), so CSS
 * can show the right words beside it with or without the app: loading, slow, loaded, or failed
 * (the frame "loaded" the browser's own error page: the provider is down or blocked).
 */
export type FrameState = 'loading' | 'slow' | 'loaded' | 'failed'
export const frameStateAttribute = 'data-frame-state'

/** Whether the frame still shows its own empty document: the provider's page, or an error page, is another origin's and cannot be read. */
function isStillEmpty(frame: HTMLIFrameElement): boolean {
  try {
    return frame.contentWindow?.location.href === 'about:blank'
  } catch {
    return false
  }
}

/** Creates the slot's frame, unless it has one already. */
export function fillFrameSlot(slot: HTMLElement): void {
  const { frameSrc, frameTitle } = slot.dataset
  if (!frameSrc || slot.querySelector('iframe')) return
  const frame = document.createElement('iframe')
  const setState = (state: FrameState) => frame.setAttribute(frameStateAttribute, state)
  setState('loading')
  const slow = setTimeout(() => setState('slow'), providerSlowAfterMs)
  // A provider that answers late still takes over: "slow" only lasts until the frame loads.
  frame.addEventListener('load', () => {
    // The empty document a frame starts with can report a load while the provider's page is still
    // on its way (a clean-clone run saw the card vanish with the provider held): not the provider.
    if (isStillEmpty(frame)) return
    clearTimeout(slow)
    setState('loaded')
    // A frame whose page could not be fetched loads an error page all the same, which cannot be
    // read from here; asking the provider's host (not its page, which would count as a second
    // load of it) whether it answers tells the two apart.
    fetch(new URL(frameSrc).origin, { method: 'HEAD', mode: 'no-cors', credentials: 'omit' }).catch(() => setState('failed'))
  })
  frame.title = frameTitle ?? ''
  frame.src = frameSrc
  slot.append(frame)
}
