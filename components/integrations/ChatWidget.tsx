import styled from '@emotion/styled'
import { MessageCircle } from 'lucide-react'
import { siteConfig } from '../../config/site-config.ts'
import { EnquiryLink } from '../enquiry/EnquiryLink.tsx'
import { QuestionList, questionsFor } from '../questions/PageQuestions.tsx'
import { QuestionSearch } from '../questions/QuestionSearch.tsx'
import { colors, layout } from '../theme/theme.ts'
import { ButtonRow } from '../ui/ButtonLink.tsx'
import { fillNodes } from './fill-nodes.tsx'
import type { ThirdPartyScript } from './third-party-scripts.ts'
import { WidgetPanel } from './WidgetPanel.tsx'
import { chatCopy } from '../../data/content.ts'

const { chatStatus: statusText, chat: copy } = chatCopy

export const chatContainerId = 'flushy-chat'

/**
 * How many of the assistant's questions the panel answers in place while Flushy is away: the
 * first ones in content/questions.json, so the owner chooses them by their order there.
 */
export const suggestedQuestionCount = 4

/** The provider reads its project id, key and container from the script's data attributes. */
const chatScript: ThirdPartyScript = {
  src: siteConfig.chat.scriptUrl,
  dataset: { projectId: siteConfig.chat.projectId, publicKey: siteConfig.chat.publicKey, container: chatContainerId },
}

/** Across the top of the panel, as a chat window's own bar: who answers here. */
const Bar = styled.div`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  margin: calc(-1 * var(--panel-inset)) calc(-1 * var(--panel-inset)) 1.25rem;
  padding: 0.75rem var(--panel-inset);
  background: ${colors.navy};
  color: ${colors.white};
  border-radius: ${layout.radius} ${layout.radius} 0 0;
  svg {
    box-sizing: content-box;
    padding: 0.5rem;
    border-radius: 50%;
    background: ${colors.white};
    color: ${colors.navy};
  }
  strong {
    display: block;
  }
`
/** Flushy's first message, as a chat shows it: a bubble from the left. */
const Heading = styled.p`
  font-weight: 700;
  color: ${colors.navy};
  background: ${colors.navyWash};
  border-radius: 0 ${layout.radius} ${layout.radius} ${layout.radius};
  padding: 0.75rem 1rem;
  margin-bottom: 1rem;
  max-width: 30rem;
`
const Person = styled.p`
  margin: 1rem 0 0;
`
const Search = styled.div`
  margin-top: 1rem;
`

/**
 * What the panel holds until Flushy covers it, and all it holds if Flushy never comes: the
 * questions people ask most, each answered in place, and a person to talk to. The same when the
 * app knows Flushy is not coming, with a heading that says so and a search over the other answers.
 */
function WithoutFlushy({ unavailable }: { unavailable: boolean }) {
  return (
    <>
      <Bar>
        <MessageCircle size={22} aria-hidden />
        <span>
          <strong>{copy.name}</strong>
          {copy.role}
        </span>
      </Bar>
      <Heading>{unavailable ? copy.unavailableHeading : copy.fallbackHeading}</Heading>
      <QuestionList items={questionsFor('assistant').slice(0, suggestedQuestionCount)} openFirst />
      {unavailable && (
        <Search>
          <QuestionSearch />
        </Search>
      )}
      <Person>{fillNodes(copy.person, { phoneLink: <a href={siteConfig.phone.href}>{siteConfig.phone.display}</a> })}</Person>
      <ButtonRow>
        <EnquiryLink />
      </ButtonRow>
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
      fallback={<WithoutFlushy unavailable={false} />}
      whenUnavailable={<WithoutFlushy unavailable />}
    />
  )
}
