import { regionWithCode } from '@/lib/start-up/deferred-region';

/**
 * The contact form as its own chunk: Formik, yup and React Query load when the form's region
 * hydrates (near the viewport, used, idle), not with the page.
 */
export const ContactForm = regionWithCode(() =>
  import('./contact-form').then((module) => module.ContactFormContent),
);
