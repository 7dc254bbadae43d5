/**
 * Industry domains: the copy for the domains list page and each domain detail page lives here.
 * The array order is the order the list shows; slugs are the route slugs (see
 * `domainSlugs` in `config/paths.ts`). Hero pictures come from `offering-art.ts`.
 *
 * Title, icon and teaser of each entry come from `offering-index.ts` (spread in first).
 */
import { domainIndex } from './offering-index';
import type { Domain } from './types';
import { domainArt } from './offering-art';

export const domains = [
  {
    slug: 'dom1',
    ...domainIndex.dom1,
    summary:
      'Akscellence helps hospitals, clinics, payers and health technology companies build, integrate and staff the systems that clinical care depends on. Our consultants work on EHR implementations and upgrades, HL7 and FHIR interfaces, revenue cycle applications and patient portals, and we place analysts, developers and clinical application specialists who understand protected health information and the pace of a care setting.',
    benefits: [
      {
        title: 'Clinical systems experience',
        text: 'Our consultants have configured, upgraded and supported major EHR platforms, so they spend less time learning your workflows and more time improving them.',
      },
      {
        title: 'Interoperability that holds up',
        text: 'We build and test HL7 v2 and FHIR interfaces between EHR, lab, imaging and billing systems, with monitoring that catches failed messages before clinicians notice.',
      },
      {
        title: 'Privacy built into delivery',
        text: 'Our teams are experienced working within HIPAA requirements and use minimum-necessary access, audit logging and de-identified test data as standard practice.',
      },
    ],
    whyChoose: {
      heading: 'Why healthcare organizations choose Akscellence',
      paragraphs: [
        'Healthcare IT work rarely starts from a blank slate. Go-live dates are tied to clinical schedules, interfaces connect systems from a dozen vendors, and every change touches protected health information. Since 1998 we have learned to plan around those realities rather than against them.',
        'We screen consultants for technical depth and healthcare context, drawing on access to the top 5% of talent for analyst, integration and clinical application roles. Whether a project needs one experienced EHR analyst for six months or an integration team for a multi-year program, we match the people to the work and stay involved after they start to make sure the fit is right.',
      ],
    },
    faqs: [
      {
        question: 'Can you help integrate a new application with our EHR?',
        answer:
          'Yes. We start by mapping the data the application needs and the clinical workflows it affects, then choose the right integration method: an HL7 v2 feed through your interface engine, a FHIR API, or a vendor-supported extension. Our engineers build and test the interface against realistic scenarios, document the message specifications, and help your team set up monitoring and support procedures before go-live.',
      },
      {
        question: 'How do your teams handle HIPAA and protected health information?',
        answer:
          'Our consultants are experienced working within the HIPAA Privacy and Security Rules. They follow your policies for access, devices and data handling, request only the minimum access a task requires, and use de-identified or synthetic data for development and testing whenever possible. We can work under a business associate agreement when an engagement calls for one, and we brief staff on your incident reporting process before they touch production systems.',
      },
      {
        question: 'Which interoperability standards do you work with?',
        answer:
          'Most of our integration work involves HL7 v2 messages for admissions, orders and results, and FHIR APIs for newer applications, patient access and payer data exchange. We also work with C-CDA documents, X12 transactions for claims and eligibility, and DICOM metadata in imaging workflows. We help organizations prepare for federal interoperability and information blocking rules, and we test interfaces end to end rather than one message at a time.',
      },
      {
        question: 'Can you staff clinical systems roles on short notice?',
        answer:
          'Often, yes. We keep relationships with EHR analysts, interface developers, report writers and clinical informatics professionals, including people who have supported go-lives and upgrades. For a go-live we can assemble at-the-elbow support and command center staff, and for longer needs we offer contract, contract-to-hire or direct placement. We confirm experience with your platform and modules during screening, so you interview candidates who already know the system.',
      },
    ],
    hero: domainArt.dom1,
    seo: {
      title: 'Healthcare IT Services and Staffing',
      description:
        'EHR integration, HL7 and FHIR interoperability, HIPAA-aware delivery and clinical systems staffing for hospitals, clinics and health technology companies.',
    },
  },
  {
    slug: 'domag2',
    ...domainIndex.domag2,
    summary:
      'Akscellence helps growers, cooperatives, equipment makers and agribusiness suppliers put their data to work. From our home in Nebraska, we build and support farm management platforms, precision agriculture integrations, grain and inventory systems, and supply chain analytics, and we staff the engineers and analysts who understand that planting and harvest, not sprint calendars, set the real deadlines.',
    benefits: [
      {
        title: 'Field data, connected',
        text: 'We bring yield monitor, soil sampling, weather and machine telemetry data into one model, so agronomists stop reconciling spreadsheets by hand.',
      },
      {
        title: 'Built for rural connectivity',
        text: 'Our mobile and edge applications keep working offline in the field and sync reliably when a connection returns.',
      },
      {
        title: 'Planned around the season',
        text: 'We schedule cutovers and major releases outside planting and harvest, so critical systems stay stable when your operations are busiest.',
      },
    ],
    whyChoose: {
      heading: 'Why agribusinesses work with Akscellence',
      paragraphs: [
        "We are based in Omaha, surrounded by the kind of operations our agriculture clients run. Our consultants understand how a cooperative settles grain contracts, why an accurate scale ticket matters, and what happens when a dealer's parts system goes down in the middle of harvest. That context shortens every conversation.",
        'Since 1998 we have helped agricultural organizations modernize legacy systems, adopt cloud data platforms and make sense of precision agriculture data from several equipment brands. With access to the top 5% of talent, we bring in data engineers, GIS specialists and ERP consultants who have done this work before, and we plan delivery around the agricultural calendar.',
      ],
    },
    faqs: [
      {
        question: 'Can you integrate data from different equipment brands?',
        answer:
          'Yes. Mixed fleets are common, and each manufacturer exposes data differently. We work with manufacturer APIs, ISOXML and shapefile exports, and data exchange tools such as the ADAPT framework to bring planting, application and harvest records into one place. We normalize units, field boundaries and product names so agronomists and growers can compare results across machines and seasons without rebuilding the data each time.',
      },
      {
        question: 'Do you work with grain accounting and cooperative ERP systems?',
        answer:
          'We do. Our consultants have supported grain accounting, scale house, agronomy sales and patronage processes, and they know how tightly those systems are tied to contracts, settlements and member records. We can help you upgrade or replace a legacy platform, integrate scale tickets with accounting, or build reporting that gives managers a current view of grain positions and inventory.',
      },
      {
        question: 'How do you handle poor connectivity in rural areas?',
        answer:
          "We design for it from the start. Field applications store data locally, queue changes and sync when a cellular or Wi-Fi connection is available, with conflict handling so two crews do not overwrite each other's records. We keep payloads small, test on the devices your staff actually carry, and build dashboards that show when data from each location last arrived, so gaps are visible rather than hidden.",
      },
      {
        question: 'Can you provide staff with agriculture domain knowledge?',
        answer:
          'Yes. Alongside developers and data engineers, we place business analysts, GIS specialists and ERP consultants who have worked for cooperatives, seed and crop input companies, equipment dealers and food processors. Because many of our consultants live in the region, they understand rural operations and can be on site when a project calls for it. We offer contract, contract-to-hire and direct placement.',
      },
    ],
    hero: domainArt.domag2,
    seo: {
      title: 'Agriculture IT Services and Data Solutions',
      description:
        'Farm data integration, precision agriculture platforms, cooperative ERP support and agtech staffing from an Omaha, Nebraska IT partner since 1998.',
    },
  },
  {
    slug: 'domfin3',
    ...domainIndex.domfin3,
    summary:
      'Akscellence helps fintech companies build and scale products that move money and handle sensitive financial data. We provide engineers, architects and QA specialists for payment platforms, lending and credit applications, digital wallets and banking-as-a-service integrations, with security and compliance designed in from the first sprint so growth never outruns your controls or your readiness for audits and partner reviews.',
    benefits: [
      {
        title: 'Engineers who know payments',
        text: 'Our developers have built card, ACH and real-time payment flows, including the idempotency, reconciliation and edge cases that lead to disputes when handled poorly.',
      },
      {
        title: 'Compliance-aware architecture',
        text: 'We keep cardholder and personal data in scope only where it must be, which simplifies PCI DSS assessments and the due diligence bank partners perform.',
      },
      {
        title: 'Scale on your timeline',
        text: 'Add a senior engineer in weeks or a full product squad for a launch, then scale back once the release is stable.',
      },
    ],
    whyChoose: {
      heading: 'What fintech teams get from Akscellence',
      paragraphs: [
        'Fintech companies work under two kinds of pressure at once. They need to release quickly, and they answer to bank partners, card networks and regulators who expect mature controls. Our teams are comfortable with both, writing production code while keeping audit trails, access reviews and change management in order.',
        'Because we have access to the top 5% of talent, we can staff specialized roles such as payments engineers, fraud data scientists and cloud security architects without a long search. You keep full ownership of your code, roadmap and decisions; we bring the experience that helps you avoid expensive rework later.',
      ],
    },
    faqs: [
      {
        question: 'Do your engineers have experience with PCI DSS?',
        answer:
          'Yes. Our teams are experienced working within PCI DSS requirements. We help reduce scope through tokenization and network segmentation, keep card data out of logs and analytics, and build the access controls and audit logging assessors expect to see. We do not perform assessments ourselves; we work alongside your Qualified Security Assessor and internal compliance team to close findings and document how each control is implemented.',
      },
      {
        question: 'Can you integrate with banking-as-a-service providers and processors?',
        answer:
          'We regularly build integrations with sponsor bank platforms, card issuing and processing APIs, ACH origination services and real-time payment networks. Our engineers handle webhooks, retries and idempotency keys carefully, reconcile your ledger against processor reports, and design for the outages every provider eventually has. We can also help you evaluate providers by reviewing their APIs, sandbox quality and operational support before you commit.',
      },
      {
        question: 'How do you support KYC, AML and fraud prevention?',
        answer:
          'We build onboarding flows that call identity verification and sanctions screening services, store the evidence your compliance team needs, and route exceptions to human review. On the fraud side, our data engineers and data scientists build feature pipelines, rules engines and model monitoring, so your team can tune detection without slowing legitimate customers. All of this follows your compliance policies and the expectations of your bank partners.',
      },
      {
        question: 'Can you help a fintech startup prepare for rapid growth?',
        answer:
          'Yes. Early architectures often work well until transaction volume or the number of partners grows. We review your system for bottlenecks, single points of failure and manual processes that will not scale, then help you prioritize fixes against the product roadmap. We can also put in place the engineering practices investors and bank partners ask about, such as code review, infrastructure as code, access reviews and incident response.',
      },
    ],
    hero: domainArt.domfin3,
    seo: {
      title: 'Fintech Engineering and Staffing',
      description:
        'Payments, lending and wallet engineering with PCI DSS-aware architecture, KYC and fraud tooling, and fast access to senior fintech developers.',
    },
  },
  {
    slug: 'domrm4',
    ...domainIndex.domrm4,
    summary:
      'Akscellence helps retailers and manufacturers connect the systems that run stores, plants and supply chains. We implement and integrate ERP, warehouse management and point-of-sale platforms, build e-commerce and order management features, bring shop-floor data from MES and industrial equipment into analytics, and staff the engineers who keep operations running through peak season and production changeovers.',
    benefits: [
      {
        title: 'One view of inventory',
        text: 'We integrate stores, distribution centers, e-commerce and suppliers so stock levels and order status are accurate across every channel.',
      },
      {
        title: 'Shop floor to top floor',
        text: 'We connect MES, PLC and sensor data to reporting and analytics, giving managers clear visibility into throughput, downtime and scrap.',
      },
      {
        title: 'Ready for peak demand',
        text: 'We load test, tune and staff support ahead of the holiday season and product launches, so systems hold up when volume spikes.',
      },
    ],
    whyChoose: {
      heading: 'Why retailers and manufacturers rely on Akscellence',
      paragraphs: [
        'Retail and manufacturing systems have little tolerance for downtime. A failed point-of-sale update costs sales by the minute, and an ERP error can stop a production line. Our consultants plan changes around store hours, shift schedules and freeze periods, and they test against real transaction volumes before anything reaches production.',
        'Since 1998 we have supported companies ranging from regional retailers to multi-plant manufacturers. With access to the top 5% of talent, we supply ERP functional consultants, integration developers, industrial data engineers and retail systems analysts who have already worked through the problems you are facing.',
      ],
    },
    faqs: [
      {
        question: 'Which ERP and supply chain systems do you work with?',
        answer:
          'Our consultants have worked with the major ERP platforms used by mid-size and large companies, along with warehouse management, transportation management and demand planning tools. We also handle the integrations around them, including EDI with trading partners, supplier portals and e-commerce platforms. If you run a less common or heavily customized system, we start by documenting how it actually behaves before recommending any changes.',
      },
      {
        question: 'Can you connect shop-floor equipment to our business systems?',
        answer:
          'Yes. We work with MES platforms, process historians and industrial protocols such as OPC UA and MQTT to collect machine and quality data. We build pipelines that move that data into cloud or on-premises analytics, keep operational technology networks segmented from business IT, and design dashboards for measures such as overall equipment effectiveness, downtime reasons and first-pass yield.',
      },
      {
        question: 'How do you handle payment security in stores and online?',
        answer:
          'Our teams are experienced working within PCI DSS requirements for point-of-sale, e-commerce and payment integrations. We favor point-to-point encryption and tokenization to keep card data out of your environment where possible, harden store networks and devices, and keep patching and logging consistent across every location. We coordinate with your compliance team and assessor rather than replacing them.',
      },
      {
        question: 'Can you support us through the holiday season or a plant shutdown?',
        answer:
          'Yes. We plan seasonal coverage months ahead by reviewing capacity, running load tests and agreeing on change freezes with your team. During peak periods we can add on-call engineers and support staff who already know your systems. For planned plant shutdowns and retooling, we schedule upgrades, migrations and equipment integrations inside the window so production restarts on time.',
      },
    ],
    hero: domainArt.domrm4,
    seo: {
      title: 'Retail and Manufacturing IT Services',
      description:
        'ERP, warehouse, point-of-sale and shop-floor integration, peak-season readiness and IT staffing for retailers and manufacturers across the US.',
    },
  },
  {
    slug: 'domgm5',
    ...domainIndex.domgm5,
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
    hero: domainArt.domgm5,
    seo: {
      title: 'Gaming and Entertainment Technology Services',
      description:
        'Backend engineering, launch load testing, live operations tooling, streaming support and player analytics for game studios and entertainment companies.',
    },
  },
  {
    slug: 'dombank6',
    ...domainIndex.dombank6,
    summary:
      'Akscellence helps banks and credit unions modernize core systems, digital channels and data platforms without putting daily operations at risk. Our consultants support core banking conversions, online and mobile banking, loan origination, payments and regulatory reporting, and we place experienced technologists who understand the controls, documentation and examiner scrutiny that come with working inside a regulated financial institution.',
    benefits: [
      {
        title: 'Safe core modernization',
        text: 'We plan conversions and upgrades in stages, with mock runs and reconciliation, so balances and customer records stay correct throughout.',
      },
      {
        title: 'Exam-ready documentation',
        text: 'Our teams produce the change records, test evidence and access reviews that auditors and examiners ask for as part of normal delivery.',
      },
      {
        title: 'Better digital banking',
        text: 'We improve online and mobile banking, from account opening to payments, while keeping authentication and fraud controls strong.',
      },
    ],
    whyChoose: {
      heading: 'Why banks and credit unions trust Akscellence',
      paragraphs: [
        "Banking technology changes carefully for good reasons. Core systems hold decades of customer history, every change must be traceable, and a mistake can affect people's money. Our consultants respect those constraints and work within your change management, vendor management and information security programs instead of around them.",
        'We have served financial institutions since 1998, from community banks and credit unions to larger regional institutions. With access to the top 5% of talent, we provide core banking analysts, integration developers, data engineers and information security professionals who have worked within GLBA, SOX and bank regulatory requirements and know what examiners expect to see.',
      ],
    },
    faqs: [
      {
        question: 'Can you help with a core banking conversion?',
        answer:
          'Yes. We support conversions from planning through post-conversion cleanup. That includes data mapping and cleansing, remediation of interfaces to ancillary systems, mock conversions, reconciliation of balances and account counts, and testing of statements, notices and reports. Our consultants coordinate with your core vendor and internal teams, and we can help staff the branch and contact center support that keeps customers informed during conversion weekend.',
      },
      {
        question: 'How do your teams handle GLBA and customer data privacy?',
        answer:
          'Our consultants are experienced working within the Gramm-Leach-Bliley Act safeguards requirements and the information security programs banks build around them. We follow your policies for access, encryption, data retention and vendor oversight, use masked or synthetic data outside production, and document access so it can be reviewed. We also support the due diligence your vendor management team performs on us.',
      },
      {
        question: 'Can you help us respond to audit or examination findings?',
        answer:
          'We can. We review the findings, trace them to specific systems and processes, and propose remediation that fixes the underlying cause rather than the symptom. Typical work includes access management cleanup, change management improvements, logging and monitoring gaps, and business continuity testing. We produce the evidence your audit and compliance teams need to close each item, while your institution remains responsible for its responses to regulators.',
      },
      {
        question: 'Do you work with credit unions and community banks?',
        answer:
          'Yes, and we understand their constraints. Smaller institutions often rely heavily on their core processor and a handful of other vendors, with lean IT teams covering many responsibilities. We provide focused help, such as a project manager for a digital banking rollout or a data analyst for call report and regulatory reporting work, and we size each engagement to your budget and staff capacity.',
      },
    ],
    hero: domainArt.dombank6,
    seo: {
      title: 'Banking IT Services and Staffing',
      description:
        'Core banking conversions, digital banking, regulatory reporting and exam-ready delivery for banks and credit unions, with GLBA- and SOX-aware teams.',
    },
  },
  {
    slug: 'domgov7',
    ...domainIndex.domgov7,
    summary:
      'Akscellence helps state, county and municipal agencies, along with the contractors who serve them, modernize the systems residents rely on. We deliver application modernization, cloud migration, data and reporting, and accessible online services, and we provide experienced staff for agency teams. Our consultants understand procurement rules, security requirements and the accountability that comes with spending public funds.',
    benefits: [
      {
        title: 'Modernization without service disruption',
        text: 'We move mainframe and aging client-server applications to modern platforms in phases, so benefits, permits and payments keep flowing.',
      },
      {
        title: 'Security requirements understood',
        text: 'Our teams are experienced working within FedRAMP, StateRAMP and CJIS requirements when selecting cloud services and handling sensitive records.',
      },
      {
        title: 'Services residents can use',
        text: 'We build digital services that follow WCAG accessibility guidelines, work well on phones and use plain language people can understand.',
      },
    ],
    whyChoose: {
      heading: 'Why public sector agencies choose Akscellence',
      paragraphs: [
        'Government projects carry responsibilities that private sector work often does not: open procurement, public records requirements, accessibility obligations and long budget cycles. Our consultants work within those rules and document decisions clearly, so projects hold up through leadership changes and audits.',
        'Since 1998 we have supported public sector clients and the contractors who serve them. Access to the top 5% of talent lets us provide business analysts, mainframe and modernization specialists, cloud engineers and project managers who have worked in government settings. We measure success by services residents can use and systems agency staff can maintain after we leave.',
      ],
    },
    faqs: [
      {
        question: 'How can an agency work with Akscellence?',
        answer:
          'It depends on your procurement rules. We can respond to solicitations, team with prime contractors as a subcontractor, or work through other purchasing methods available to your agency. We explain the options early so your project timeline accounts for procurement. Once engaged, we follow agency requirements for background checks, onboarding, security awareness training and timekeeping from the first day.',
      },
      {
        question: 'Do your teams have experience with CJIS and other security requirements?',
        answer:
          'Yes. Our consultants are experienced working within the FBI CJIS Security Policy for systems that handle criminal justice information, including its requirements for background checks, advanced authentication and encryption. We also help agencies evaluate cloud services against FedRAMP and StateRAMP authorizations and apply NIST-based security controls. Agencies and their providers keep responsibility for authorizations; we help design, implement and document the controls.',
      },
      {
        question: 'Can you modernize a mainframe or other legacy system?',
        answer:
          'Yes. We begin with an assessment of the code, data, interfaces and business rules, many of which may only be documented in the code itself. From there we recommend an approach, such as rehosting, refactoring or replacing the system in stages, and we run old and new systems side by side until their results match. Knowledge transfer to agency staff is part of every phase.',
      },
      {
        question: 'How do you make digital services accessible?',
        answer:
          'We design and test against WCAG 2.1 AA and Section 508 requirements from the start rather than auditing at the end. That includes keyboard navigation, screen reader testing, color contrast, clear error messages and plain-language content. We also test on the devices residents actually use, including older phones, and help agencies set up review processes that keep new content accessible after launch.',
      },
    ],
    hero: domainArt.domgov7,
    seo: {
      title: 'Government IT Modernization and Staffing',
      description:
        'Legacy modernization, cloud migration and accessible digital services for public agencies, with teams experienced in CJIS, FedRAMP and StateRAMP.',
    },
  },
  {
    slug: 'domult8',
    ...domainIndex.domult8,
    summary:
      'Akscellence helps electric, gas and water utilities modernize the systems that keep service reliable and customers informed. We support customer information and billing platforms, outage and work management, geographic information systems, smart meter data and grid analytics, and we place engineers who understand operational technology, regulatory reporting and the security expectations that come with critical infrastructure.',
    benefits: [
      {
        title: 'Meter-to-bill accuracy',
        text: 'We integrate AMI head-end systems, meter data management and billing so interval reads become correct bills and useful usage insights.',
      },
      {
        title: 'Stronger outage response',
        text: 'We connect outage management, GIS and customer channels so crews get accurate locations and customers get timely restoration updates.',
      },
      {
        title: 'Critical infrastructure security',
        text: 'Our teams are experienced working within NERC CIP requirements and keep corporate IT and operational technology networks properly separated.',
      },
    ],
    whyChoose: {
      heading: 'Why utilities partner with Akscellence',
      paragraphs: [
        'Utilities plan in decades but face near-term pressure from aging infrastructure, distributed energy resources, severe weather and rising customer expectations. Our consultants help you make steady progress on modernization while the systems that dispatch crews, read meters and send bills keep running without interruption.',
        'Our utility work draws on analysts, developers and data engineers who understand rate structures, work orders and the separation between corporate IT and control systems. Through access to the top 5% of talent, we can staff a customer information system upgrade or a GIS data cleanup with people who have done that exact work before.',
      ],
    },
    faqs: [
      {
        question: 'Can you help with a customer information system replacement?',
        answer:
          'Yes. CIS replacements are among the most demanding projects a utility takes on, because they touch billing, payments, collections, service orders and customer communications. We help with requirements, rate and bill validation, data conversion, integration with meter data and work management systems, and extensive parallel bill testing. We also plan contact center and field readiness, since customers notice problems there first.',
      },
      {
        question: 'How do you work within NERC CIP requirements?',
        answer:
          'Our consultants are experienced working within the NERC CIP standards for bulk electric system cyber assets. In practice that means following your access management and personnel risk assessment processes, respecting electronic security perimeters, documenting configuration changes and supporting the evidence collection your compliance team needs. We work under your CIP program and do not replace your compliance staff or auditors.',
      },
      {
        question: 'What can you do with smart meter and grid data?',
        answer:
          'We build data platforms that handle the large volume of interval reads, events and sensor readings that AMI and grid devices produce. Typical uses include load forecasting, theft and leak detection, transformer loading analysis, outage verification and customer usage portals. We pay close attention to data quality, because estimated or missing reads affect both billing accuracy and planning decisions.',
      },
      {
        question: 'Do you support water and gas utilities as well as electric?',
        answer:
          'Yes. Many of the same systems apply across utility types, including CIS, GIS, work and asset management, and customer portals. For water utilities we often help with asset condition data, meter replacement programs and leak analytics. For gas utilities we support pipeline integrity records, leak survey tracking and the work management processes tied to pipeline safety requirements.',
      },
    ],
    hero: domainArt.domult8,
    seo: {
      title: 'Utility IT Services for Electric, Gas and Water',
      description:
        'CIS and billing, AMI and meter data, outage management, GIS and NERC CIP-aware delivery for electric, gas and water utilities across the US.',
    },
  },
  {
    slug: 'domtele9',
    ...domainIndex.domtele9,
    summary:
      'Akscellence helps carriers, internet service providers and network equipment companies build and run the systems behind connectivity. We support OSS and BSS platforms, network automation, fiber and wireless build-out tracking, billing and customer care applications, and network analytics, and we staff engineers who can work across cloud infrastructure, virtualized networks and the legacy systems that still carry revenue.',
    benefits: [
      {
        title: 'Faster order to activation',
        text: 'We streamline ordering, provisioning and activation so new customers get service sooner and fewer orders fall out for manual rework.',
      },
      {
        title: 'Network automation expertise',
        text: 'Our engineers automate configuration, testing and monitoring with modern APIs and tooling, reducing manual changes and configuration drift.',
      },
      {
        title: 'Build-out visibility',
        text: 'We connect design, permitting, construction and inventory data so you can track fiber and wireless expansion down to each address.',
      },
    ],
    whyChoose: {
      heading: 'Why telecommunications providers choose Akscellence',
      paragraphs: [
        'Telecommunications providers run some of the most complex IT estates in any industry, with decades of acquired systems, multiple billing platforms and networks that span copper, fiber, cable and wireless. Our consultants are comfortable untangling that complexity one workflow at a time, without disrupting service.',
        'With access to the top 5% of talent, we staff network automation engineers, OSS and BSS developers, data engineers and project managers who understand how provisioning, inventory and billing depend on one another. Since 1998 we have helped providers modernize at a pace their operations can absorb.',
      ],
    },
    faqs: [
      {
        question: 'Do you work with both OSS and BSS systems?',
        answer:
          'Yes. On the operations side we work with network inventory, service provisioning, activation, and fault and performance management. On the business side we support product catalogs, order management, billing and customer care tools. Most problems sit between the two, so we focus on the integrations and data that connect them, using industry frameworks such as the TM Forum Open APIs where they fit.',
      },
      {
        question: 'Can you help with fiber broadband expansion programs?',
        answer:
          'We can. We help providers track passings, permits, make-ready work, construction progress and service availability in one place, and we connect that data to ordering so homes can be sold as soon as they are ready. For providers using public funding, we help build the reporting and location data needed for program requirements and for availability filings such as the FCC Broadband Data Collection.',
      },
      {
        question: 'What does network automation look like in practice?',
        answer:
          'It usually starts with the repetitive tasks that cause the most errors, such as configuration changes, circuit turn-ups and compliance checks. We build automation with tools like Ansible and Python, model intended configurations, and validate changes before and after they are applied. Over time this grows into automated testing, closed-loop remediation and self-service provisioning, always under change controls your network operations team approves.',
      },
      {
        question: 'How do you handle customer data and telecom regulations?',
        answer:
          'Our consultants are experienced working within telecommunications privacy and security requirements, including FCC rules on customer proprietary network information, PCI DSS for payments, and STIR/SHAKEN caller ID authentication for voice providers. We limit access to customer records, use masked data in test environments, and build the logging and reporting your compliance team relies on during audits and regulatory inquiries.',
      },
    ],
    hero: domainArt.domtele9,
    seo: {
      title: 'Telecommunications IT Services and Staffing',
      description:
        'OSS and BSS modernization, network automation, fiber build-out tracking and telecom engineering staff for carriers and internet service providers.',
    },
  },
  {
    slug: 'dominsu10',
    ...domainIndex.dominsu10,
    summary:
      'Akscellence helps property and casualty, life and health insurers, along with agencies and managing general agents, modernize policy, billing and claims systems. We deliver core platform implementations, data conversions, agent and customer portals, claims automation and analytics, and we staff analysts and engineers who understand rating, underwriting rules and state regulatory reporting, so modernization moves forward without disrupting policyholders.',
    benefits: [
      {
        title: 'Core system modernization',
        text: 'We implement and integrate policy, billing and claims platforms, converting in-force policies carefully so coverage and premiums stay correct.',
      },
      {
        title: 'Faster claims handling',
        text: 'We automate first notice of loss, document intake and routing so adjusters spend more time on judgment and less on data entry.',
      },
      {
        title: 'Data for better underwriting',
        text: 'We build data platforms that combine policy, claims and third-party data to support pricing, reserving and underwriting decisions.',
      },
    ],
    whyChoose: {
      heading: 'Why insurers and agencies work with Akscellence',
      paragraphs: [
        'Insurance runs on long-lived promises. A policy written today may pay a claim years from now, and the systems behind it must keep every version of a rate, form and endorsement straight. Our consultants understand that product complexity, along with the state-by-state filing and reporting requirements that shape it.',
        'With access to the top 5% of talent, we staff business analysts, core platform configurators, data engineers and QA specialists who have worked inside carriers and agencies. Since 1998 we have focused on steady, well-tested delivery, because an error in rating or billing reaches policyholders quickly.',
      ],
    },
    faqs: [
      {
        question: 'Can you help migrate policies to a new core platform?',
        answer:
          'Yes. Policy conversion is one of the riskiest parts of core modernization, so we approach it methodically. We map products, coverages and forms, cleanse legacy data and run repeated trial conversions. We compare premiums, billing schedules and documents between the old and new systems before each line of business moves, and we plan renewal-based or bulk conversion depending on your products and timelines.',
      },
      {
        question: 'How do you handle state insurance regulations and data security rules?',
        answer:
          'Our teams are experienced working within state requirements for rating, forms and statistical reporting, and within insurance data security laws based on the NAIC model law, as well as rules such as the New York DFS cybersecurity regulation. We build systems that keep filed rates and forms under version control and produce the audit trails that regulators and market conduct examiners expect.',
      },
      {
        question: 'Can you automate parts of the claims process?',
        answer:
          'Yes. Common starting points include digital first notice of loss, document and photo intake, automatic assignment based on claim type and complexity, and straight-through processing for simple claims. We also build fraud indicators and reporting that help special investigation units prioritize their work. Automation is designed to support adjusters, with clear rules about when a person must review or approve a decision.',
      },
      {
        question: 'Do you support independent agencies and MGAs?',
        answer:
          'We do. Agencies and managing general agents often work across several carrier systems, comparative raters and an agency management system. We build integrations that reduce double entry, improve quoting and binding workflows, and bring commission and production data into usable reports. We also provide staffing for agency technology teams that need a developer or analyst without a long hiring process.',
      },
    ],
    hero: domainArt.dominsu10,
    seo: {
      title: 'Insurance IT Services and Staffing',
      description:
        'Policy, billing and claims modernization, data conversion, claims automation and insurance analytics for carriers, independent agencies and MGAs.',
    },
  },
] satisfies readonly Domain[];
