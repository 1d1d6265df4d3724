import styled from '@emotion/styled'
import { ChatWidget, suggestedQuestionCount } from '../../components/integrations/ChatWidget.tsx'
import { PageQuestions } from '../../components/questions/PageQuestions.tsx'
import { Hero } from '../../components/sections/Hero.tsx'
import { Section } from '../../components/sections/Section.tsx'
import { virtualAssistantCopy as copy } from '../../data/content.ts'

const ChatHeading = styled.h2`
  font-size: 1.375rem;
  margin-bottom: 0.75rem;
`

/** The chat is the hero: beside the words on wide screens, straight under them on phones. */
export default function VirtualAssistantPage() {
  return (
    <>
      <Hero
        eyebrow={copy.hero.eyebrow}
        title={copy.hero.title}
        lead={copy.hero.lead}
        note={copy.hero.note}
        feature={
          <section id="chat" aria-labelledby="chat-heading">
            <ChatHeading id="chat-heading">{copy.chat.heading}</ChatHeading>
            <ChatWidget />
          </section>
        }
      />
      <Section id="questions" heading={copy.questions.heading} tone="warm" intro={copy.questions.intro}>
        <PageQuestions page="assistant" skip={suggestedQuestionCount} />
      </Section>
    </>
  )
}
