/**
 * One service: what links and cards show (`card`) and its page (`page`). Its address is
 * /services/serv8cits (`config/paths.ts`), its picture `src/assets/art/services/serv8cits.svg`.
 */
import type { OfferingCard, OfferingPage } from '../types';

export const card: OfferingCard = {
  title: 'Corporate IT Training Services',
  anchor: 'corporate-it-training',
  icon: 'training',
  teaser:
    'Learn how our instructor-led courses, on site or live online, build practical cloud, data and development skills in the team you already have.',
};

export const page: OfferingPage = {
  summary:
    "Build skills inside your team instead of renting them indefinitely. Akscellence delivers instructor-led IT training, on site or live online, tailored to the tools and systems your people actually use. Courses cover cloud platforms, SQL and data, Power BI, Python, DevOps practices, agile delivery and security awareness, and every program includes hands-on labs built around scenarios that resemble your team's daily work.",
  benefits: [
    {
      title: 'Training built around your stack',
      text: 'Labs use the versions, tools and kinds of data your team works with, so new skills carry over to the job the following Monday.',
    },
    {
      title: 'Practitioners as instructors',
      text: 'Courses are taught by working consultants who use the technology on client projects and can answer the questions that go beyond the slides.',
    },
    {
      title: 'Measurable skill gains',
      text: 'Assessments before and after each course show managers what each participant learned and where follow-up coaching would help.',
    },
  ],
  whyChoose: {
    heading: 'Why organizations train their IT teams with Akscellence',
    paragraphs: [
      'Generic video courses are easy to buy and easy to abandon. We start by talking with your managers about the projects coming up, then design a program that prepares people for that work, with exercises that look like the problems they will face. Class sizes stay small enough for the instructor to help each participant.',
      'Because Akscellence has placed and managed IT professionals since 1998, we know which skills employers struggle to find and which ones can be taught in weeks. Our instructors come from the same top 5% of talent we place with clients, and they teach from project experience rather than from a script.',
    ],
  },
  faqs: [
    {
      question: 'Can training be delivered at our office?',
      answer:
        'Yes. We deliver training on site at your offices, at a venue you choose, or live online with the same instructor and labs. On-site sessions suit teams that benefit from working through problems together in one room, while live online training suits distributed teams. Either way, we set up lab environments in advance so class time is spent learning, not installing software.',
    },
    {
      question: 'How long are the courses?',
      answer:
        "Most courses run from one to five days, depending on the subject and the group's starting level. We can also split a program into half-day sessions spread over several weeks, so people keep up with their regular work and practice between sessions. Longer reskilling programs, such as moving application developers into data engineering, are planned as a series of modules.",
    },
    {
      question: 'Do you offer certification preparation?',
      answer:
        "We can build courses that follow the published exam objectives for vendor certifications, such as Microsoft Azure, AWS or Oracle exams, with practice questions and review sessions. Participants register for and take the official exams through each vendor's own process. Our focus is making sure people understand the material well enough to use it on the job, not only to pass the test.",
    },
    {
      question: 'How do you price corporate training?',
      answer:
        'Pricing depends mainly on the number of participants, course length, the amount of customization and whether the training is on site or online. For group programs we usually quote a daily rate for the whole class, which is often more economical than paying per seat for public courses. After a short needs discussion, we send a proposal with the outline, schedule and cost.',
    },
  ],
  heroAlt: 'Illustration: a presenter teaching learners in front of a slide, with a graduation cap',
  seo: {
    titleSuffix: ' for Tech Teams',
    description:
      'Instructor-led IT training on site or live online: cloud, SQL, Power BI, Python, DevOps and agile courses with hands-on labs tailored to your team.',
  },
};
