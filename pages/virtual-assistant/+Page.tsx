import { ChatWidget } from '../../components/integrations/ChatWidget.tsx'
import { PageQuestions } from '../../components/questions/PageQuestions.tsx'
import { Hero } from '../../components/sections/Hero.tsx'
import { Section } from '../../components/sections/Section.tsx'
import { Split } from '../../components/sections/Split.tsx'
import { Checklist } from '../../components/ui/Checklist.tsx'
import { virtualAssistantCopy as copy } from '../../data/content.ts'

export default function VirtualAssistantPage() {
  return (
    <>
      <Hero eyebrow={copy.hero.eyebrow} title={copy.hero.title} lead={copy.hero.lead} note={copy.hero.note} />
      <Section id="chat" heading={copy.chat.heading}>
        <Split
          alignTop
          aside={
            <div>
              <h3>{copy.chat.suggestionsHeading}</h3>
              <Checklist items={copy.chat.suggestions} />
              <h3>{copy.chat.phoneHeading}</h3>
              <p>{copy.chat.phoneText}</p>
            </div>
          }
        >
          <ChatWidget />
        </Split>
      </Section>
      <Section id="questions" heading={copy.questions.heading} tone="warm" intro={copy.questions.intro}>
        <PageQuestions page="assistant" />
      </Section>
    </>
  )
}
