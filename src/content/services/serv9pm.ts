/**
 * One service: what links and cards show (`card`) and its page (`page`). Its address is
 * /services/serv9pm (`config/paths.ts`), its picture `src/assets/art/services/serv9pm.svg`.
 */
import type { OfferingCard, OfferingPage } from '../types';

export const card: OfferingCard = {
  title: 'Project Management',
  anchor: 'project-management',
  icon: 'project',
  teaser:
    'Find out how our experienced project and program managers keep critical IT initiatives on scope, on budget and honest about their status.',
};

export const page: OfferingPage = {
  summary:
    'Put an experienced project manager in charge of the initiatives that cannot slip. Akscellence provides project and program managers who plan scope, budget and schedule, run agile, waterfall or hybrid delivery, manage vendors and keep executives informed with honest status reporting. We can lead a single critical project, stand up a project management office, or recover an effort that has fallen behind.',
  benefits: [
    {
      title: 'Clear, honest status',
      text: 'Weekly reporting shows progress against plan, open risks and the decisions needed, so leaders hear about problems while there is still time to act.',
    },
    {
      title: 'Methods that fit the work',
      text: "Our managers run Scrum, Kanban, waterfall or hybrid approaches based on the project's risk and stakeholders, not on habit.",
    },
    {
      title: 'Vendor and budget control',
      text: 'We track vendor deliverables, change requests and spending against the baseline, and flag variances before they turn into overruns.',
    },
  ],
  whyChoose: {
    heading: 'Why choose Akscellence to lead your projects',
    paragraphs: [
      "A project manager's value shows in the hard weeks: when a vendor misses a date, a key person leaves or the business changes its mind. Our project managers have run ERP implementations, infrastructure migrations, software launches and regulatory programs, and they know how to reset a plan without losing the trust of the people funding it.",
      'Akscellence has managed IT projects for clients since 1998, and we select project managers with the same care we apply to engineers, from the top 5% of candidates we evaluate. We look first at the projects they have delivered and at how they communicate under pressure, because that is what your stakeholders will notice.',
    ],
  },
  faqs: [
    {
      question: 'Do you provide individual project managers or a full PMO?',
      answer:
        'Both. Some clients need one experienced project manager for a critical initiative, placed on their team for its duration. Others need help setting up or running a project management office, with intake processes, portfolio reporting, templates and governance that fit the size of the organization. We can also provide a program manager to coordinate several related projects and the teams behind them.',
    },
    {
      question: 'Can you take over a project that is already in trouble?',
      answer:
        'Yes. A recovery engagement starts with a rapid assessment, typically one to three weeks, covering scope, schedule, budget, team and vendor performance. We then present a recovery plan with realistic dates, the decisions leadership needs to make and the trade-offs involved. Once the plan is approved, our project manager runs it and reports against the new baseline.',
    },
    {
      question: 'Which tools and methods do your project managers use?',
      answer:
        'Our managers work in the tools you already have, such as Jira, Azure DevOps, Microsoft Project, Smartsheet or Asana, and adopt your reporting formats where they exist. They are experienced with Scrum, Kanban, waterfall and hybrid approaches and choose based on the work, because a regulated infrastructure program and a customer-facing app release usually need different planning and governance.',
    },
    {
      question: 'How quickly can a project manager start?',
      answer:
        'For most requests we can introduce qualified project managers within one to two weeks, and often sooner. You interview the candidates and make the choice. Onboarding goes faster when we receive the project charter, current plan and stakeholder list early, so we ask for them during intake and your new project manager can be productive in the first week.',
    },
  ],
  heroAlt: 'Illustration: a Gantt chart with task bars and milestones leading to a finish flag',
  seo: {
    titleSuffix: ': IT Projects and Programs',
    description:
      'Experienced IT project and program managers who plan scope and budget, run agile or waterfall delivery, manage vendors and report status honestly.',
  },
};
