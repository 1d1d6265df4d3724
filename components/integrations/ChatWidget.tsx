import styled from '@emotion/styled'
import { siteConfig } from '../../config/site-config.ts'
import { QuestionSearch } from '../questions/QuestionSearch.tsx'
import { BookNowButton } from '../ui/BookNowButton.tsx'
import { ButtonRow } from '../ui/ButtonLink.tsx'
import { CallButton } from '../ui/CallButton.tsx'
import { fillNodes } from './fill-nodes.tsx'
import type { ThirdPartyScript } from './third-party-scripts.ts'
import { WidgetPanel } from './WidgetPanel.tsx'
import { routes } from '../../data/routes.ts'
import { chatCopy } from '../../data/content.ts'

const { chatStatus: statusText, chat: copy } = chatCopy

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
      <Heading>{copy.unavailableHeading}</Heading>
      <p>{copy.unavailableText}</p>
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
      consent={{ what: copy.what, action: copy.action, providerName: siteConfig.chat.providerName }}
      script={chatScript}
      mountId={chatContainerId}
      minHeight="34rem"
      statusText={statusText}
      fallback={
        <p>
          {fillNodes(copy.fallback, {
            phoneLink: <a href={siteConfig.phone.href}>{siteConfig.phone.display}</a>,
            bookLink: <a href={routes.booking}>{copy.bookLink}</a>,
            answersLink: <a href="#questions">{copy.answersLink}</a>,
          })}
        </p>
      }
      whenUnavailable={<WithoutFlushy />}
    />
  )
}
