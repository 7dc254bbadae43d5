/**
 * One industry domain: what links and cards show (`card`) and its page (`page`). Its address is
 * /domains/domrm4 (`config/paths.ts`), its picture `src/assets/art/domains/domrm4.svg`.
 */
import type { OfferingCard, OfferingPage } from '../types';

export const card: OfferingCard = {
  title: 'Retail and Manufacturing',
  anchor: 'retail-and-manufacturing',
  icon: 'factory',
  teaser:
    'Find out how Akscellence connects ERP, warehouse, point-of-sale and shop-floor systems so retailers and manufacturers can see inventory and production as it happens.',
};

export const page: OfferingPage = {
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
  heroAlt: 'Illustration: a storefront and shopping bag linked by a conveyor belt to a factory',
  seo: {
    titleSuffix: ' IT Services',
    description:
      'ERP, warehouse, point-of-sale and shop-floor integration, peak-season readiness and IT staffing for retailers and manufacturers across the US.',
  },
};
