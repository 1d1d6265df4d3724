import { ChatWidget, suggestedQuestionCount } from '../../components/integrations/ChatWidget.tsx'
import { PageQuestions } from '../../components/questions/PageQuestions.tsx'
import { Hero, HeroFeature } from '../../components/sections/Hero.tsx'
import { BookNowButton } from '../../components/ui/BookNowButton.tsx'
import { ButtonRow } from '../../components/ui/ButtonLink.tsx'
import { CallButton } from '../../components/ui/CallButton.tsx'
import { virtualAssistantCopy as copy } from '../../data/content.ts'

/** The chat is the hero: beside the words on wide screens, straight under them on phones. */
export default function VirtualAssistantPage() {
  return (
    <>
      <Hero
        eyebrow={copy.hero.eyebrow}
        title={copy.hero.title}
        lead={copy.hero.lead}
        feature={
          <HeroFeature id="chat" heading={copy.chat.heading}>
            <ChatWidget />
          </HeroFeature>
        }
      />
      <PageQuestions
        page="assistant"
        heading={copy.questions.heading}
        intro={copy.questions.intro}
        tone="warm"
        skip={suggestedQuestionCount}
      >
        <ButtonRow>
          <BookNowButton />
          <CallButton />
        </ButtonRow>
      </PageQuestions>
    </>
  )
}
