/** The five sample questions, worded for one business. Pure. */
import type { Urls } from '../urls.js';

/** The questions, in order: what and who for; the profile; when a human; public and blocked; final confirmation. */
export function sampleQuestionTexts(businessName: string): string[] {
  return [
    `What does ${businessName} do, and who is it a good fit for?`,
    `Can you summarise the approved public profile of ${businessName}?`,
    `When should a question to ${businessName} be routed to a human?`,
    `Which information about ${businessName} is public, and which topics are blocked?`,
    `Which official website or route should a buyer use for final confirmation with ${businessName}?`,
  ];
}

/** The `/ai/{clientSlug}/sample-questions` document. */
export function renderSampleQuestions(client: { slug: string; name: string }, urls: Urls) {
  const ask = urls.ask(client.slug);
  return {
    ok: true as const,
    type: 'service_asg_client_sample_questions' as const,
    product: 'Signboard AI Gateway',
    clientSlug: client.slug,
    businessName: client.name,
    usage: {
      freePreview: `GET ${ask}?q=<question>`,
      liveAnswer: `POST ${ask} with {"question": "<question>"}`,
      creditRule:
        'Preview and submitted answers are built only from approved public facts: they use no LLM and spend no AI credits (a daily allowance per visitor applies).',
    },
    questions: sampleQuestionTexts(client.name).map((question, i) => ({
      id: `sample_${i + 1}`,
      question,
      previewUrl: `${ask}?q=${encodeURIComponent(question)}`,
    })),
    endpoints: { ask, sampleQuestions: urls.sampleQuestions(client.slug) },
  };
}
