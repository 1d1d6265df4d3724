import { siteConfig } from '../../data/site-config'
import { useThirdPartyScript } from './useThirdPartyScript'
import { WidgetPanel } from './WidgetPanel'

const statusText = {
  loading: 'Flushy is starting up…',
  ready: 'Flushy is ready: type your question in the chat window.',
  failed: 'Flushy cannot load right now, perhaps because of a blocker or a weak connection. Please call us or book online instead.',
} as const

export const chatContainerId = 'flushy-chat'

/**
 * Flushy, the AI assistant. The provider's script is added when this mounts and removed when
 * the visitor leaves the page; it reads its project id, key and container from data attributes.
 */
export function ChatWidget() {
  const status = useThirdPartyScript(siteConfig.chat.scriptUrl, {
    projectId: siteConfig.chat.projectId,
    publicKey: siteConfig.chat.publicKey,
    container: chatContainerId,
  })
  return (
    <WidgetPanel
      mountId={chatContainerId}
      height="30rem"
      status={statusText[status]}
      fallback={
        <p>
          Flushy opens in this panel. If it does not appear, call us on{' '}
          <a href={siteConfig.phone.href}>{siteConfig.phone.display}</a> and a person will answer the same questions, or{' '}
          <a href="/availability">book online</a> straight away.
        </p>
      }
    />
  )
}
