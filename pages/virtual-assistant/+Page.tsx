import { ChatWidget } from '../../components/integrations/ChatWidget.tsx'
import { PageQuestions } from '../../components/questions/PageQuestions.tsx'
import { Hero } from '../../components/sections/Hero.tsx'
import { Section } from '../../components/sections/Section.tsx'
import { Split } from '../../components/sections/Split.tsx'
import { Checklist } from '../../components/ui/Checklist.tsx'
import { openingHours } from '../../data/opening-hours.ts'

export default function VirtualAssistantPage() {
  return (
    <>
      <Hero
        eyebrow="Questions, any time"
        title="Ask Flushy"
        lead="Flushy is our AI assistant. It knows our method, our prices and the areas we cover, and it is awake when we are not. Ask it anything about your cold radiators."
      />
      <Section id="chat" heading="Chat with Flushy">
        <Split
          alignTop
          aside={
            <div>
              <h3>Good questions to ask</h3>
              <Checklist
                items={[
                  'Why is my radiator cold at the bottom?',
                  'Do I have microbore pipes?',
                  'How much for my number of radiators?',
                  'What happens if the fix does not work?',
                ]}
              />
              <h3>Rather talk to a person?</h3>
              <p>We answer the phone {openingHours.map((slot) => `${slot.label} ${slot.opens}–${slot.closes}`).join(', ')}.</p>
            </div>
          }
        >
          <ChatWidget />
        </Split>
      </Section>
      <Section
        id="questions"
        heading="What people ask Flushy"
        tone="warm"
        intro="The questions we hear most, answered here too, so you have them whether or not the chat is running."
      >
        <PageQuestions page="assistant" />
      </Section>
    </>
  )
}
