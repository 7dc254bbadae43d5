/**
 * One industry domain: what links and cards show (`card`) and its page (`page`). Its address is
 * /domains/domgm5 (`config/paths.ts`), its picture `src/assets/art/domains/domgm5.svg`.
 */
import type { OfferingCard, OfferingPage } from '../types';

export const card: OfferingCard = {
  title: 'Gaming & Entertainment',
  anchor: 'gaming-and-entertainment',
  icon: 'gaming',
  teaser:
    'See how Akscellence helps studios, streaming platforms and entertainment companies handle launch-day traffic, live operations and player data without missing a release.',
};

export const page: OfferingPage = {
  summary:
    'Akscellence helps game studios, streaming services and live entertainment companies build the technology behind their audiences. We provide engineers for backend services, live operations, content delivery, ticketing and player analytics, plus QA and DevOps specialists who keep releases on schedule. Our teams design for sudden traffic spikes, real-time interaction and the high expectations players and viewers bring to every launch.',
  benefits: [
    {
      title: 'Launch-day reliability',
      text: 'We load test game servers, matchmaking and ticketing systems at realistic peak volumes, so a launch or on-sale event does not turn into an outage.',
    },
    {
      title: 'Live operations support',
      text: 'Our engineers build tooling for events, content drops and in-game economies, so designers can ship updates without waiting for a code release.',
    },
    {
      title: 'Player insight you can use',
      text: 'We build telemetry and analytics pipelines that show retention, engagement and monetization trends while there is still time to respond.',
    },
  ],
  whyChoose: {
    heading: 'Why studios and entertainment companies partner with Akscellence',
    paragraphs: [
      'Entertainment technology is judged in public. A crashed login server or a stalled stream shows up on social media within minutes. Our teams plan for that pressure with capacity testing, staged rollouts and clear runbooks, and they stay on call through the launches that matter most.',
      'We also understand that studios run on tight milestones and shifting scope. Through access to the top 5% of talent, we add backend engineers, build and release engineers, QA testers and data analysts quickly, then scale down after a launch so you are not carrying headcount you no longer need.',
    ],
  },
  faqs: [
    {
      question: 'Do you provide game developers or only backend engineers?',
      answer:
        'Mostly we work on the systems around the game. Our strength is backend services such as accounts, matchmaking, leaderboards, inventories and purchase flows, along with build pipelines, QA automation, live operations tooling and analytics. We can also place client-side engineers with game engine experience for specific roles. We are open about where our depth lies, so you can decide which work fits us best.',
    },
    {
      question: 'How do you prepare systems for a major launch or ticket on-sale?',
      answer:
        'We start by modeling expected peak traffic and how real users behave, including retries and refreshes when pages slow down. Then we run load tests against production-like environments, tune autoscaling and caching, and add queueing or virtual waiting rooms where demand can exceed capacity. On launch day our engineers watch the dashboards with your team and follow a rehearsed rollback plan.',
    },
    {
      question: 'Can you help protect against cheating, fraud and account takeover?',
      answer:
        'Yes. We build server-side validation so game clients cannot grant themselves items or currency, add rate limiting and bot detection, and help implement multi-factor authentication and suspicious-login alerts. For purchases and ticket resale, we integrate fraud screening services and build reporting that helps your team spot chargeback patterns and abuse early. Where younger players are involved, we design with COPPA consent requirements in mind.',
    },
    {
      question: 'Do you work with streaming and media delivery platforms?',
      answer:
        'We do. Our engineers have worked on video ingest and transcoding workflows, content delivery network configuration, digital rights management integration and playback analytics. We also build content management and scheduling tools for programming teams, and we help streaming services monitor quality of experience measures such as startup time and rebuffering, so problems are found before subscribers start complaining.',
    },
  ],
  heroAlt: 'Illustration: a screen with a play button above a game controller, surrounded by stars',
  seo: {
    titleSuffix: ' Technology Services',
    description:
      'Backend engineering, launch load testing, live operations tooling, streaming support and player analytics for game studios and entertainment companies.',
  },
};
