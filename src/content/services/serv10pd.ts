/**
 * One service: what links and cards show (`card`) and its page (`page`). Its address is
 * /services/serv10pd (`config/paths.ts`), its picture `src/assets/art/services/serv10pd.svg`.
 */
import type { OfferingCard, OfferingPage } from '../types';

export const card: OfferingCard = {
  title: 'Product Development',
  anchor: 'product-development',
  icon: 'product',
  teaser:
    'See how we take a software product from idea to launch through discovery, design, a focused first release and steady improvement based on real usage.',
};

export const page: OfferingPage = {
  summary:
    'Turn a product idea into software people pay for and keep using. Akscellence helps companies and internal innovation teams move from concept to launch: product discovery and user research, UX and UI design, a focused minimum viable product, then iterative releases shaped by usage data. We build web, mobile and SaaS products on proven stacks such as React, Node.js, .NET and the major cloud platforms.',
  benefits: [
    {
      title: 'Validated before it is built',
      text: 'Interviews, prototypes and clickable designs test the core idea with real users before significant development money is spent.',
    },
    {
      title: 'A focused first release',
      text: 'We help you cut the feature list down to what proves value, so your product reaches customers in months rather than years.',
    },
    {
      title: 'Built to grow',
      text: 'Clean architecture, automated tests and infrastructure defined as code let the product scale with its customers without a rewrite.',
    },
  ],
  whyChoose: {
    heading: 'Why product teams build with Akscellence',
    paragraphs: [
      'We combine product thinking with engineering discipline. Our product managers and designers push to understand who the customer is and what they will pay for, while our engineers make sure the answer can be built, secured and operated at a sensible cost. Both sides are in the room from the first workshop.',
      'Since 1998 we have built software for companies in Omaha and across the country, from internal tools to customer-facing platforms. Every designer and engineer we assign has cleared a bar that admits only the top 5% of talent, and we structure engagements so your own people learn the product deeply and can own it once it finds its market.',
    ],
  },
  faqs: [
    {
      question: 'We only have an idea. Where do we start?',
      answer:
        'Start with a discovery phase, usually three to six weeks. We interview prospective users, map the problem, review competitors and test the core concept with prototypes. You finish with a validated product definition, a prioritized backlog for the first release, an architecture outline and a realistic estimate. Discovery sometimes shows that the idea needs to change, and learning that early costs far less than learning it after launch.',
    },
    {
      question: 'How long does it take to build a minimum viable product?',
      answer:
        'A focused MVP typically takes three to six months after discovery, depending on the number of user roles, integrations and platforms involved. A web application with one main workflow sits at the shorter end, while a product that needs mobile apps, payments and third-party integrations takes longer. We release to early users as soon as the core workflow works, then refine based on their feedback.',
    },
    {
      question: 'Who owns the product and the code?',
      answer:
        'You do. We put intellectual property ownership in writing before work starts, and we work in repositories and cloud accounts that belong to you from the first day. Documentation, design files and infrastructure definitions are handed over continuously rather than at the end, so you never depend on us to access or change your own product.',
    },
    {
      question: 'Can you work alongside our in-house developers?',
      answer:
        'Yes, and many clients prefer it. We can supply a complete product team or fill specific gaps, such as product management, UX design, mobile development or DevOps, while your developers build the rest. We adopt your tools, coding standards and release process, and we pair with your engineers so knowledge about the product stays inside your company.',
    },
  ],
  heroAlt: 'Illustration: a wireframe sketch, a prototype phone app, a launching rocket and a gear',
  seo: {
    titleSuffix: ': From Idea to Launch',
    description:
      'From discovery and UX design to a focused MVP and ongoing releases, we build web, mobile and SaaS products on React, Node.js, .NET and the cloud.',
  },
};
