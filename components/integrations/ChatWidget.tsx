import styled from '@emotion/styled'
import { siteConfig } from '../../config/site-config.ts'
import { QuestionSearch } from '../questions/QuestionSearch.tsx'
import { BookNowButton } from '../ui/BookNowButton.tsx'
import { ButtonRow } from '../ui/ButtonLink.tsx'
import { CallButton } from '../ui/CallButton.tsx'
import type { ThirdPartyScript } from './third-party-scripts.ts'
import { WidgetPanel } from './WidgetPanel.tsx'

const statusText = {
  loading: 'Flushy is starting up…',
  ready: 'Flushy is ready: type your question in the chat window.',
  slow: 'Flushy is taking longer than usual to start. It may still appear here.',
  failed: 'Flushy cannot load right now, perhaps because of a blocker or a weak connection.',
} as const

export const chatContainerId = 'flushy-chat'

/** The provider reads its project id, key and container from the script's data attributes. */
const chatScript: ThirdPartyScript = {
  src: siteConfig.chat.scriptUrl,
  dataset: { projectId: siteConfig.chat.projectId, publicKey: siteConfig.chat.publicKey, container: chatContainerId },
}

const Heading = styled.p`
  font-weight: 800;
  margin-bottom: 0.25rem;
`

/** When Flushy cannot answer: the same common questions, a search over them, the phone and booking. */
function WithoutFlushy() {
  return (
    <>
      <Heading>Flushy can’t answer just now, but these answers can.</Heading>
      <p>Or talk to a person, or book straight away:</p>
      <ButtonRow>
        <CallButton tone="secondary" />
        <BookNowButton />
      </ButtonRow>
      <QuestionSearch />
    </>
  )
}

/** Flushy, the AI assistant: its script runs while the visitor is on this page. */
export function ChatWidget() {
  return (
    <WidgetPanel
      provider="chat"
      consent={{ what: 'the chat with Flushy', action: 'Load the chat', providerName: siteConfig.chat.providerName }}
      script={chatScript}
      mountId={chatContainerId}
      minHeight="34rem"
      statusText={statusText}
      fallback={
        <p>
          Flushy opens in this panel. If it does not appear, call us on <a href={siteConfig.phone.href}>{siteConfig.phone.display}</a> and a
          person will answer the same questions, <a href="/availability">book online</a> straight away, or read the{' '}
          <a href="#questions">answers to common questions</a> below.
        </p>
      }
      whenUnavailable={<WithoutFlushy />}
    />
  )
}
