import { siteConfig } from '../../config/site-config.ts'
import type { ThirdPartyScript } from './third-party-scripts.ts'
import { WidgetPanel } from './WidgetPanel.tsx'

const statusText = {
  loading: 'Flushy is starting up…',
  ready: 'Flushy is ready: type your question in the chat window.',
  failed: 'Flushy cannot load right now, perhaps because of a blocker or a weak connection. Please call us or book online instead.',
} as const

export const chatContainerId = 'flushy-chat'

/** The provider reads its project id, key and container from the script's data attributes. */
const chatScript: ThirdPartyScript = {
  src: siteConfig.chat.scriptUrl,
  dataset: { projectId: siteConfig.chat.projectId, publicKey: siteConfig.chat.publicKey, container: chatContainerId },
}

/** Flushy, the AI assistant: its script runs while the visitor is on this page. */
export function ChatWidget() {
  return (
    <WidgetPanel
      script={chatScript}
      mountId={chatContainerId}
      height="30rem"
      statusText={statusText}
      fallback={
        <p>
          Flushy opens in this panel. If it does not appear, call us on <a href={siteConfig.phone.href}>{siteConfig.phone.display}</a> and a
          person will answer the same questions, or <a href="/availability">book online</a> straight away.
        </p>
      }
    />
  )
}
