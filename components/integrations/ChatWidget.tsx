import styled from '@emotion/styled'
import { siteConfig } from '../../data/site-config'
import { colors } from '../theme/theme'
import { useThirdPartyScript } from './useThirdPartyScript'

const Frame = styled.div`
  min-height: 36rem;
  border: 1px solid ${colors.border};
  border-radius: 12px;
  background: ${colors.white};
  padding: 1.25rem;
`

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
    <Frame>
      <p role="status">{statusText[status]}</p>
      <div id={chatContainerId} />
    </Frame>
  )
}
