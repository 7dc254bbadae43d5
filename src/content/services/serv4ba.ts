/**
 * One service: what links and cards show (`card`) and its page (`page`). Its address is
 * /services/serv4ba (`config/paths.ts`), its picture `src/assets/art/services/serv4ba.svg`.
 */
import type { OfferingCard, OfferingPage } from '../types';

export const card: OfferingCard = {
  title: 'Business Analytics',
  anchor: 'business-analytics',
  icon: 'analytics',
  teaser:
    'Learn how we replace conflicting spreadsheets with trusted dashboards and KPIs that your managers rely on for their weekly decisions.',
};

export const page: OfferingPage = {
  summary:
    'Give managers numbers they trust and reports they actually open. Akscellence designs KPI frameworks, builds dashboards in Power BI, Tableau and Looker, and models data so that finance, sales and operations all report the same revenue figure. We start from the decisions your leaders make each week and trace back to the data they need, cutting report clutter and the hours spent reconciling spreadsheets.',
  benefits: [
    {
      title: 'One version of the truth',
      text: 'Shared definitions and a governed semantic model mean every department calculates margin, headcount or on-time delivery the same way.',
    },
    {
      title: 'Dashboards people use',
      text: 'We design around specific decisions and test layouts with real users, so reports answer questions at a glance instead of needing a walkthrough.',
    },
    {
      title: 'Less manual reporting',
      text: 'Scheduled refreshes replace the copy-and-paste work behind monthly report packs, returning hours to your analysts for actual analysis.',
    },
  ],
  whyChoose: {
    heading: 'What sets our business analytics team apart',
    paragraphs: [
      'Good analytics is as much about agreement as technology. Our analysts sit with your finance, operations and sales leads to settle definitions before anyone builds a chart, and they write those definitions down where everyone can find them. That step prevents the familiar meeting where three reports show three different numbers.',
      "Akscellence has helped organizations make sense of their data since 1998, from early data warehouses to today's cloud BI platforms. We staff engagements from the top 5% of talent we recruit, and we train your people to maintain and extend the reports, so your analytics keep improving after we leave.",
    ],
  },
  faqs: [
    {
      question: 'Which BI tools do you work with?',
      answer:
        'We work mostly with Microsoft Power BI, Tableau and Looker, and with the data platforms behind them, such as SQL Server, Azure Synapse, Snowflake, Amazon Redshift and Google BigQuery. If you already own a tool, we build on it rather than push a switch. If you are choosing, we compare the options against your users, data sources, existing licenses and budget.',
    },
    {
      question: 'How quickly can we get a first dashboard?',
      answer:
        'For a single subject area with accessible data, such as sales pipeline or inventory, a first production dashboard usually takes four to six weeks, including definitions, data modeling and user testing. We prefer to deliver one area well and expand from there rather than tackle every department at once. Enterprise-wide programs are planned as a sequence of these smaller releases.',
    },
    {
      question: 'How is business analytics different from data science?',
      answer:
        'Business analytics explains what happened and what is happening now, through KPIs, dashboards and ad hoc analysis. Data science builds predictive models that estimate what is likely to happen next, such as demand or customer churn. Most organizations get more value from reliable analytics first, because predictive models depend on the same clean, well-defined data. We help with both and will tell you where to start.',
    },
    {
      question: 'Can you improve our existing reports instead of starting over?',
      answer:
        'Yes. Many engagements begin with an audit of current reports to find which are used, which duplicate each other and which return wrong numbers. We then consolidate, fix the underlying data logic and retire what nobody opens. Where existing reports work well, we keep them and focus on refresh performance, security roles and documentation so they stay reliable.',
    },
  ],
  heroAlt: 'Illustration: an analytics dashboard with KPI tiles, a bar chart and a donut chart',
  seo: {
    titleSuffix: ' and BI Dashboard Services',
    description:
      'KPI frameworks, governed data models and Power BI, Tableau or Looker dashboards that give finance, sales and operations the same trusted numbers.',
  },
};
