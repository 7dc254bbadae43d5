/**
 * One service: what links and cards show (`card`) and its page (`page`). Its address is
 * /services/serv11de (`config/paths.ts`), its picture `src/assets/art/services/serv11de.svg`.
 */
import type { OfferingCard, OfferingPage } from '../types';

export const card: OfferingCard = {
  title: 'Data Engineering',
  anchor: 'data-engineering',
  icon: 'data',
  teaser:
    'Learn how our data engineers build reliable pipelines, warehouses and lakehouses that give your analysts and data scientists trustworthy data on time.',
};

export const page: OfferingPage = {
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
  heroAlt: 'Illustration: data flowing from databases through pipes and a filter into a lakehouse',
  seo: {
    titleSuffix: ' and Pipeline Services',
    description:
      'Data pipelines, warehouses and lakehouses on Snowflake, Databricks, Azure, AWS and Google Cloud, with testing and monitoring built in from the start.',
  },
};
