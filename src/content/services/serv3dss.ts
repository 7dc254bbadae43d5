/**
 * One service: what links and cards show (`card`) and its page (`page`). Its address is
 * /services/serv3dss (`config/paths.ts`), its picture `src/assets/art/services/serv3dss.svg`.
 */
import type { OfferingCard, OfferingPage } from '../types';

export const card: OfferingCard = {
  title: 'Data Science Solutions',
  anchor: 'data-science',
  icon: 'science',
  teaser:
    'Find out how our data scientists build forecasting, risk and recommendation models that are measured against your current process before they go live.',
};

export const page: OfferingPage = {
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
  heroAlt: 'Illustration: a scatter plot with a regression curve beside a neural network graph',
  seo: {
    titleSuffix: ' and Machine Learning',
    description:
      'Forecasting, risk scoring and recommendation models built in Python, tested against your current process and deployed with monitoring in production.',
  },
};
