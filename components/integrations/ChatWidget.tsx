import styled from '@emotion/styled'
import { siteConfig } from '../../config/site-config.ts'
import { EnquiryLink } from '../enquiry/EnquiryLink.tsx'
import { QuestionList, questionsFor } from '../questions/PageQuestions.tsx'
import { QuestionSearch } from '../questions/QuestionSearch.tsx'
import { colors } from '../theme/theme.ts'
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

/** What the panel offers while Flushy is away, said plainly rather than dressed as a chat window with nowhere to type. */
const Heading = styled.p`
  font-weight: 700;
  color: ${colors.navy};
  margin-bottom: 1rem;
`
/**
 * Until the chat covers the panel, a quiet line at its foot says why it may not (the page cannot
 * know before the app runs): at its head, the panel opened with an error (review 18).
 */
const Notice = styled.p`
  margin: 1rem 0 0;
  color: ${colors.muted};
  font-size: 0.9375rem;
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
      {!unavailable && <Notice>{copy.notShowing}</Notice>}
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
