/**
 * Copy for the eleven services: the services list page, each service's detail page (hero,
 * Top Benefits, "Why choose" block, FAQs) and the "Read More" teasers that point at them.
 * All service text lives here as plain typed data. The array order is the order the list
 * shows, matching `serviceSlugs` in `config/paths.ts`; slugs are the route slugs.
 *
 * Title, icon and teaser of each entry come from `offering-index.ts` (spread in first).
 */
import { serviceIndex } from './offering-index';
import type { Service } from './types';
import { serviceArt } from './offering-art';

export const services = [
  {
    slug: 'ser1',
    ...serviceIndex.ser1,
    summary:
      'We take an IT initiative from requirements to production and stay accountable for the result. Akscellence assembles a delivery team of architects, developers, testers and DevOps engineers, sets milestones you can measure, and ships working software in short, visible increments. Whether you are modernizing a legacy application, integrating systems after an acquisition or launching a customer portal, you get one partner responsible for scope, quality and schedule.',
    benefits: [
      {
        title: 'One accountable delivery team',
        text: 'Architecture, development, testing and release management report to one delivery lead, so you are not coordinating three vendors when something slips.',
      },
      {
        title: 'Progress you can see',
        text: 'Work ships in two-week increments with a demo at the end of each one, so you know where the project stands without waiting for a status report.',
      },
      {
        title: 'Ready for production',
        text: 'Automated tests, CI/CD pipelines and runbooks are built alongside the features. Handover to your operations team becomes a planned step, not a scramble.',
      },
    ],
    whyChoose: {
      heading: 'Why choose Akscellence for IT solutions delivery',
      paragraphs: [
        'Since 1998 we have delivered systems for organizations that cannot afford a failed launch: claims platforms, supply chain tools, member portals and the internal applications that run payroll and billing. That history taught us to spend real time on discovery, to surface risks early, and to say plainly when a requirement will cost more than it returns.',
        'Our delivery leads work from Omaha and keep US business hours, and every team we field draws on the top 5% of talent we recruit. You get a fixed point of contact, a shared backlog you can read at any time, and documentation written so your own staff can maintain what we build.',
      ],
    },
    faqs: [
      {
        question: 'What engagement models do you offer for solutions delivery?',
        answer:
          'Most projects run either as a fixed-scope engagement, where we agree on deliverables and price after discovery, or as time and materials with a capped monthly budget. Fixed scope suits well-defined work, such as a migration with known boundaries. Time and materials suits products whose requirements will change as users react. We recommend one after a short discovery phase and explain the trade-offs in writing.',
      },
      {
        question: 'How long does a typical delivery project take?',
        answer:
          'It depends on scope, but most of our delivery projects take between three and nine months. Discovery usually lasts two to four weeks and ends with a roadmap, an architecture outline and an estimate. After that we release working software every two weeks, so you see value well before the final milestone. Larger programs are split into phases that each deliver something usable on its own.',
      },
      {
        question: 'Can you work inside our security and compliance requirements?',
        answer:
          'Yes. We can work under your NDA and security policies, sign in through your identity provider and VPN, and keep code and data in your own repositories and cloud accounts. For regulated data such as health or financial records, we agree on access rules up front, limit production access to named people, and follow your change management process for every release.',
      },
      {
        question: 'What happens after the system goes live?',
        answer:
          'We plan the handover from the start. Your team receives architecture notes, runbooks and the full source history. Most clients choose a stabilization period in which we fix defects and tune performance, and many continue with a smaller team for enhancements. If you prefer to take over entirely, we run paired working sessions with your engineers before we step back.',
      },
    ],
    hero: serviceArt.ser1,
    seo: {
      title: 'IT Solutions Delivery Services',
      description:
        'End-to-end IT solutions delivery: discovery, architecture, development, testing and release by one accountable team, with progress you can see.',
    },
  },
  {
    slug: 'serv2sas',
    ...serviceIndex.serv2sas,
    summary:
      'Add skilled IT professionals to your team without a months-long hiring cycle. Akscellence places developers, QA engineers, data specialists, business analysts and project managers on contract, contract-to-hire or direct-hire terms. Each candidate is screened by technical interviewers who do the work themselves, and we handle payroll, benefits and compliance for contractors so your managers can focus on directing the work, not administering it.',
    benefits: [
      {
        title: 'Shortlists in days',
        text: 'For common roles we usually present interviewed candidates within a few business days, drawing on a network built over more than two decades.',
      },
      {
        title: 'Technically vetted candidates',
        text: 'Every candidate passes a hands-on technical interview run by a practicing engineer, plus reference and background checks before starting.',
      },
      {
        title: 'Flexible terms',
        text: 'Scale headcount up or down as projects change, and convert a contractor to a full-time employee when the fit is right.',
      },
    ],
    whyChoose: {
      heading: 'Why teams choose Akscellence when they need people fast',
      paragraphs: [
        'Staffing is where Akscellence started in 1998, and it is still the part of the business we guard most carefully. We accept only the top 5% of the candidates we evaluate, which means most applicants never reach your inbox. The ones who do have been interviewed on the specific stack and responsibilities in your requisition, not just keyword-matched to a resume.',
        'Our recruiters know the Omaha and Midwest market well and recruit nationally for remote roles. After a placement, an account manager checks in regularly with you and with the consultant, so small problems are solved before they affect your project.',
      ],
    },
    faqs: [
      {
        question: 'What is the difference between contract, contract-to-hire and direct hire?',
        answer:
          'A contract consultant works on your project for a set period while remaining our employee, which suits defined projects and peak workloads. Contract-to-hire starts the same way, with the option to move the person onto your payroll after an agreed period, so both sides can test the fit. Direct hire means we recruit and screen, and the candidate joins your company from day one.',
      },
      {
        question: 'How quickly can someone start?',
        answer:
          'For common skills such as Java, .NET, SQL, test automation or business analysis, we usually present interviewed candidates within a few business days. Niche or senior roles can take two to four weeks. The start date then depends on your interview schedule, onboarding steps and any notice the candidate owes a current employer. At intake we tell you which timeline is realistic for your requirement.',
      },
      {
        question: 'How do you price staff augmentation?',
        answer:
          "Contract roles are billed at an hourly rate that covers the consultant's pay, payroll taxes, benefits and our margin, and you are invoiced only for approved hours. The rate depends mainly on skill, seniority, location and the length of the assignment. Direct-hire placements are priced as a one-time fee. We give you a written quote for each requisition before we present any candidate.",
      },
      {
        question: 'What if a placement is not working out?',
        answer:
          'Tell your account manager as soon as you have a concern. We talk with both you and the consultant, and often clearer expectations solve the problem. If they do not, we find a replacement and keep the transition short, with a handover so knowledge is not lost. Replacement terms for direct-hire placements are agreed in writing before the search begins.',
      },
    ],
    hero: serviceArt.serv2sas,
    seo: {
      title: 'IT Staff Augmentation Services in Omaha',
      description:
        'Add screened developers, QA engineers, analysts and project managers on contract, contract-to-hire or direct-hire terms, with payroll handled for you.',
    },
  },
  {
    slug: 'serv3dss',
    ...serviceIndex.serv3dss,
    summary:
      'Turn the data you already collect into predictions and decisions. Our data scientists build forecasting, classification, anomaly detection and recommendation models in Python, using libraries such as scikit-learn, XGBoost and PyTorch, and deploy them where your teams work. Every engagement starts with a business question and a baseline, so you can judge whether a model actually beats your current process before you invest in running it.',
    benefits: [
      {
        title: 'Models tied to outcomes',
        text: 'We agree on the metric that matters, such as forecast error, fraud caught or churn reduced, and report model performance against it.',
      },
      {
        title: 'Built to run in production',
        text: "Models ship with versioned code, reproducible training pipelines and drift monitoring, not as a notebook left on someone's laptop.",
      },
      {
        title: 'Explainable predictions',
        text: 'We use techniques such as feature importance and SHAP values so analysts, auditors and executives can see why a model made a prediction.',
      },
    ],
    whyChoose: {
      heading: 'Why choose Akscellence for data science',
      paragraphs: [
        'Many data science projects stall between a promising prototype and a system people rely on. We close that gap by pairing data scientists with data and software engineers from the start, so the model, the pipeline that feeds it and the application that uses it are designed together.',
        'Our team draws on the top 5% of talent we recruit and on experience, since 1998, building systems for insurers, healthcare providers, agribusinesses, manufacturers and financial institutions. We are candid when simple statistics or a well-built report will answer your question better than machine learning, and we size the work accordingly.',
      ],
    },
    faqs: [
      {
        question: 'What data do we need before starting a data science project?',
        answer:
          'You need historical records of the outcome you want to predict and of the factors that might influence it, ideally covering at least one full business cycle. The data does not have to be clean; preparing it is part of our work. During a short assessment we profile your sources, check volume and quality, and tell you honestly whether the data can support the model you have in mind.',
      },
      {
        question: 'How long until we see a working model?',
        answer:
          'A focused proof of concept usually takes six to ten weeks: about two weeks to understand and prepare the data, several weeks of modeling and evaluation, and a final review of results against the baseline. Moving a successful model into production, with pipelines, monitoring and integration into your applications, typically adds one to three months, depending on your environment.',
      },
      {
        question: 'Where will the models run?',
        answer:
          'Wherever suits your architecture and policies. We commonly deploy on Azure Machine Learning, Amazon SageMaker, Databricks or Google Vertex AI, and we can also package models as containers that run in your own data center. We follow your cloud account structure and security rules, and we document how to retrain and redeploy so your team is not dependent on us.',
      },
      {
        question: 'How do you keep sensitive data secure?',
        answer:
          'We can work under your NDA and security policies, access data only in environments you control, and use de-identified or masked data wherever the analysis allows. Access is limited to named team members and removed when the engagement ends. For regulated information such as protected health information, we follow the handling rules your compliance team sets and support your audit requirements.',
      },
    ],
    hero: serviceArt.serv3dss,
    seo: {
      title: 'Data Science and Machine Learning Services',
      description:
        'Forecasting, risk scoring and recommendation models built in Python, tested against your current process and deployed with monitoring in production.',
    },
  },
  {
    slug: 'serv4ba',
    ...serviceIndex.serv4ba,
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
    hero: serviceArt.serv4ba,
    seo: {
      title: 'Business Analytics and BI Dashboard Services',
      description:
        'KPI frameworks, governed data models and Power BI, Tableau or Looker dashboards that give finance, sales and operations the same trusted numbers.',
    },
  },
  {
    slug: 'serv5od',
    ...serviceIndex.serv5od,
    summary:
      'Extend your engineering capacity at a lower cost without losing control of quality. Akscellence runs offshore development teams that follow your coding standards, tools and release process, led by an onshore manager who shares your time zone. Typical work includes application development, maintenance and support, QA automation and legacy modernization, with overlapping hours each day for standups, code reviews and questions.',
    benefits: [
      {
        title: 'Lower cost per feature',
        text: 'Blended onshore and offshore rates reduce the cost of development and support, without cutting the code reviews and testing that protect quality.',
      },
      {
        title: 'Progress around the clock',
        text: 'With teams in different time zones, a defect reported at the end of your day can be investigated and often fixed by the next morning.',
      },
      {
        title: 'An onshore point of contact',
        text: 'A US-based engagement manager owns communication, escalations and reporting, so you never have to manage a remote team through a ticket queue.',
      },
    ],
    whyChoose: {
      heading: 'Why companies trust Akscellence with offshore development',
      paragraphs: [
        'Offshore projects usually fail on communication, not skill. We build our model around that risk: an onshore lead who knows your business, a daily overlap window for live conversation, written acceptance criteria for every story, and demos at the end of each sprint, so misunderstandings surface within days instead of months.',
        'We have coordinated distributed teams for clients since 1998 and hold offshore engineers to the same bar as our US consultants, drawing on the top 5% of talent we evaluate. Your code lives in your repositories, your team sees the same board we do, and you can meet the people writing your software.',
      ],
    },
    faqs: [
      {
        question: 'How do you handle time zone differences?',
        answer:
          'Every offshore team keeps a scheduled overlap with your working day, used for standups, design discussions and code reviews. Your onshore engagement manager is available during US business hours for anything urgent. At the start we agree on response times for questions and for production issues, and we schedule demos and planning sessions at times that work for your team.',
      },
      {
        question: 'How do you protect our code and intellectual property?',
        answer:
          'We can work under your NDA and security policies. Code stays in your source control, developers use accounts you issue and can revoke, and production data is either restricted or replaced with masked test data. We put intellectual property ownership in writing before work starts, so there is no ambiguity about who owns the code. We also follow your rules on devices, VPN use and approved tools.',
      },
      {
        question: 'What kind of work suits an offshore team?',
        answer:
          'Work with clear requirements and a steady flow does best: ongoing feature development on an established product, application maintenance and support, test automation, data migration and modernizing older code. Early discovery, sensitive stakeholder work and tasks that need daily in-person contact are usually better handled onshore. Many clients use a blended team, with architects and analysts onshore and most build work offshore.',
      },
      {
        question: 'Can we start with a small team?',
        answer:
          'Yes, and we recommend it. Many clients begin with a pilot team of two to four engineers working on a defined piece of work for two or three months. That gives both sides time to settle communication habits, tooling and quality expectations. If the pilot goes well, we grow the team in steps, and new members are onboarded by engineers who already know your code.',
      },
    ],
    hero: serviceArt.serv5od,
    seo: {
      title: 'Offshore Software Development Teams',
      description:
        'Offshore development teams that follow your standards, led by a US-based manager, with daily overlap hours for standups, code reviews and questions.',
    },
  },
  {
    slug: 'serv6svar',
    ...serviceIndex.serv6svar,
    summary:
      'Buy Microsoft and Oracle software through a partner that helps you get the licensing right. As a value-added reseller, Akscellence resells licenses and subscriptions for products such as Microsoft 365, Azure, SQL Server, Windows Server and Oracle Database, then adds the work around them: licensing advice, deployment and configuration, ongoing support and renewal management, so you pay for what you use and stay compliant.',
    benefits: [
      {
        title: 'Right-sized licensing',
        text: 'We review how your users and servers actually run the software, then recommend the editions, license metrics and quantities that fit, avoiding both shortfalls and shelfware.',
      },
      {
        title: 'Deployment by our engineers',
        text: 'The engineers who advise on your purchase also install, configure and migrate the software, and remain your contact for support questions after go-live.',
      },
      {
        title: 'Renewals without surprises',
        text: 'We track renewal and true-up dates and review usage well before each deadline, giving you time to adjust quantities or terms before you commit.',
      },
    ],
    whyChoose: {
      heading: 'Why buy Microsoft and Oracle software through Akscellence',
      paragraphs: [
        'Licensing rules for Microsoft and Oracle products are detailed and change often. Counting cores for SQL Server, choosing between per-user and per-device licenses, or licensing Oracle Database on virtual machines all carry real cost consequences, and mistakes usually surface during an audit. Our licensing specialists explain the options in plain terms and document the reasoning behind each recommendation.',
        'Because we are also an IT services firm, we do not stop at the purchase order. The same company that sold you the license can plan the migration, configure the environment and support it afterward. Clients in Nebraska and across the country have relied on Akscellence for that kind of continuity since 1998.',
      ],
    },
    faqs: [
      {
        question: 'Which products can we buy through Akscellence?',
        answer:
          'We resell Microsoft and Oracle software and licensing. On the Microsoft side that includes Microsoft 365, Azure, Dynamics 365, SQL Server, Windows Server and the related client access licenses. On the Oracle side it includes Oracle Database and other Oracle technology products. Ask us about a specific product, edition or licensing program, and we will confirm availability and the options that fit your situation.',
      },
      {
        question: 'How does pricing work when we buy through you?',
        answer:
          'Pricing depends on the product, volume, term and licensing program, and every quote lists the product, quantity and term for each line. Much of the value of buying through us is the advice: we point out where a different edition, license metric or term would lower your cost, and we flag entitlements you may already own. Our goal is a licensing position you can defend in an audit, not the largest possible order.',
      },
      {
        question: 'Can you help us prepare for a software license audit?',
        answer:
          'Yes. We can review your Microsoft or Oracle deployments, compare what is installed and in use against the entitlements you own, and show where you are over- or under-licensed. That gives you time to close gaps or remove unused software before a vendor review. We explain our findings in writing, and we can work under your NDA and security policies while collecting inventory data.',
      },
      {
        question: 'What support do you provide after the purchase?',
        answer:
          'We act as your first point of contact for the software we sell. Our engineers help with installation, configuration, upgrades and routine issues, and we coordinate with Microsoft or Oracle support when a problem needs the vendor. We also track your renewal, true-up and subscription dates and contact you well before each one to review usage and adjust quantities.',
      },
    ],
    hero: serviceArt.serv6svar,
    seo: {
      title: 'Microsoft and Oracle Software Reseller (VAR)',
      description:
        'Buy Microsoft and Oracle licenses through a value-added reseller that adds licensing advice, deployment, support and renewal tracking in one place.',
    },
  },
  {
    slug: 'serv7itc',
    ...serviceIndex.serv7itc,
    summary:
      'Get an experienced, outside view before you commit budget to a major technology decision. Our consultants assess your current systems, architecture, costs and team, then deliver a prioritized roadmap you can act on. Common engagements include cloud readiness assessments, application portfolio reviews, vendor and platform selection, security posture reviews and IT operating model design, each ending with clear recommendations and estimated effort.',
    benefits: [
      {
        title: 'Decisions backed by evidence',
        text: "Recommendations rest on an inventory of your systems, costs and usage, not on a vendor's preferred answer.",
      },
      {
        title: 'A roadmap you can fund',
        text: 'You receive a sequenced plan with effort, cost ranges and dependencies, sized so your budget committee can approve it phase by phase.',
      },
      {
        title: 'Candid, practical advice',
        text: 'We say so when the right answer is to keep what you have, and we disclose it whenever a product we resell appears in a recommendation.',
      },
    ],
    whyChoose: {
      heading: 'Why IT leaders call Akscellence for advice',
      paragraphs: [
        'Our consultants have run the kinds of systems they now advise on. Many have led data center migrations, ERP rollouts and security remediation projects themselves, so their recommendations account for the staffing, budget and change management realities that slide decks tend to skip.',
        'Since 1998 Akscellence has worked with CIOs and IT directors from Omaha to both coasts, and we have learned that the most valuable deliverable is a decision the organization can carry out. Our consultants are chosen from the top 5% of candidates we assess; we keep assessments short and focused, and stay available to help execute the plan if you want us to.',
      ],
    },
    faqs: [
      {
        question: 'What does a typical consulting engagement look like?',
        answer:
          'Most start with a scoping call to agree on the question, followed by two to six weeks of assessment: stakeholder interviews, a review of documentation, system inventories and cost data. We share early observations as we go, so there are no surprises. The engagement ends with a written report and a working session where we walk your leadership team through the findings, recommendations and proposed roadmap.',
      },
      {
        question: 'Do you only recommend products you sell?',
        answer:
          'No. We resell Microsoft and Oracle software, and we say so whenever those products appear in a recommendation. Our consultants evaluate alternatives on fit, total cost and risk, including open source options, other vendors and simply keeping your current systems. Our interest is a plan that works, because that is what brings clients back for the next project.',
      },
      {
        question: 'Can you help us carry out the recommendations?',
        answer:
          'Yes, if you want us to. Many clients use their own teams for implementation and bring us back for periodic reviews. Others ask us for project management, architects or a full delivery team. Because we wrote the roadmap, we can start quickly, but the recommendations are written so that any capable team, internal or external, could carry them out.',
      },
      {
        question: 'How is consulting priced?',
        answer:
          'Assessments are usually priced as a fixed fee for a defined scope and timeline, agreed before work begins, so you know the cost of the answer up front. Ongoing advisory work, such as a part-time architect or monthly roadmap reviews, is typically billed as a retainer or by the hour. We outline the options in a short proposal after the scoping call.',
      },
    ],
    hero: serviceArt.serv7itc,
    seo: {
      title: 'IT Consulting and Technology Strategy',
      description:
        'IT assessments, cloud readiness reviews, platform selection and fundable roadmaps from consultants who have run the kinds of systems they advise on.',
    },
  },
  {
    slug: 'serv8cits',
    ...serviceIndex.serv8cits,
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
    hero: serviceArt.serv8cits,
    seo: {
      title: 'Corporate IT Training for Technical Teams',
      description:
        'Instructor-led IT training on site or live online: cloud, SQL, Power BI, Python, DevOps and agile courses with hands-on labs tailored to your team.',
    },
  },
  {
    slug: 'serv9pm',
    ...serviceIndex.serv9pm,
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
    hero: serviceArt.serv9pm,
    seo: {
      title: 'IT Project and Program Management Services',
      description:
        'Experienced IT project and program managers who plan scope and budget, run agile or waterfall delivery, manage vendors and report status honestly.',
    },
  },
  {
    slug: 'serv10pd',
    ...serviceIndex.serv10pd,
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
    hero: serviceArt.serv10pd,
    seo: {
      title: 'Software Product Development Services',
      description:
        'From discovery and UX design to a focused MVP and ongoing releases, we build web, mobile and SaaS products on React, Node.js, .NET and the cloud.',
    },
  },
  {
    slug: 'serv11de',
    ...serviceIndex.serv11de,
    summary:
      'Build the pipelines and platforms that make your data reliable, timely and ready to use. Akscellence data engineers design data warehouses and lakehouses, build batch and streaming pipelines, and migrate legacy ETL to cloud platforms such as Snowflake, Databricks, Azure, AWS and Google Cloud. We add testing, monitoring and documentation so analysts and data scientists can trust every table they query.',
    benefits: [
      {
        title: 'Data that arrives on time',
        text: 'Orchestrated pipelines with alerting and automatic retries deliver fresh data on a predictable schedule, so morning reports start from complete data.',
      },
      {
        title: 'Quality checks built in',
        text: 'Automated tests catch missing records, duplicates and unexpected schema changes before bad data reaches a dashboard or model.',
      },
      {
        title: 'Cost-aware cloud platforms',
        text: 'We size compute, storage and refresh schedules to your actual needs, keeping cloud bills predictable as data volumes grow.',
      },
    ],
    whyChoose: {
      heading: 'Why data teams rely on Akscellence for data engineering',
      paragraphs: [
        'Data engineering is the unglamorous work that decides whether analytics and machine learning succeed. Our engineers write pipelines as tested, version-controlled code with tools such as dbt, Apache Spark, Apache Airflow and Kafka, and deploy them through CI/CD like any other software. That discipline means changes are reviewed, failures are visible and the platform can be maintained by more than one person.',
        'Akscellence has built data warehouses for clients since 1998, long before the cloud, so we understand both the legacy systems feeding your data and the modern platforms replacing them. Every engineer on the team has passed the same screening that admits only the top 5% of the talent we evaluate.',
      ],
    },
    faqs: [
      {
        question: 'Should we build a data warehouse, a data lake or a lakehouse?',
        answer:
          'It depends on your data and how it is used. A warehouse suits structured business data and reporting. A data lake stores large volumes of raw and semi-structured data cheaply. A lakehouse, on platforms such as Databricks or Microsoft Fabric, combines both using open table formats like Delta Lake or Apache Iceberg. We recommend an approach after reviewing your sources, workloads, skills and existing licenses.',
      },
      {
        question: 'Can you migrate our existing ETL jobs to the cloud?',
        answer:
          'Yes. We migrate jobs built in tools such as SQL Server Integration Services, Informatica or hand-written scripts to cloud platforms. We start by inventorying jobs and their dependencies, retire what is no longer used, then rebuild the rest in phases. Old and new pipelines run side by side with automated reconciliation until the results match, so reports keep working throughout the cutover.',
      },
      {
        question: 'Do you support real-time or streaming data?',
        answer:
          'Yes. When the business needs data within seconds or minutes, for fraud checks, IoT sensor readings or inventory updates, for example, we build streaming pipelines with Apache Kafka, Amazon Kinesis, Azure Event Hubs or Spark Structured Streaming. Many needs are met just as well by frequent micro-batches, which cost less to run, so we confirm the freshness you actually need before choosing an architecture.',
      },
      {
        question: 'How do you handle data security and governance?',
        answer:
          'We apply role-based access, encryption in transit and at rest, and masking for sensitive columns such as Social Security numbers or health data, using the controls your platform provides. We can work under your NDA and security policies, integrate with your identity provider, and set up catalog and lineage tools such as Unity Catalog or Microsoft Purview so you can see where each dataset comes from.',
      },
    ],
    hero: serviceArt.serv11de,
    seo: {
      title: 'Data Engineering and Pipeline Services',
      description:
        'Data pipelines, warehouses and lakehouses on Snowflake, Databricks, Azure, AWS and Google Cloud, with testing and monitoring built in from the start.',
    },
  },
] satisfies readonly Service[];
