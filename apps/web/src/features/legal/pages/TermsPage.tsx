import { SUPPORT_EMAIL } from '@/app/ui-constants';
import { usePageMeta } from '@/components/usePageTitle';

import { LegalDocument, type LegalSection } from '../components/LegalDocument';

// docs/product.md §1 policy statements: 30-day money-back guarantee; prices change with 30 days notice;
// refunds in 5-10 business days; annual plans prorated on early cancellation; 99.9% uptime target;
// phone support only for the top plan (the spec's "Professional" is Local Chain); support replies
// in 2-4 hours on business hours and 24 hours on weekends.
const SECTIONS: readonly LegalSection[] = [
  {
    heading: 'The service',
    body: [
      'Nearbly helps local businesses track their search rankings, competitors, listing and reviews. By creating an account you accept these terms on behalf of your business.',
    ],
  },
  {
    heading: 'Your account',
    body: [
      'Keep your password safe and your details accurate. You are responsible for what happens in your account and for having the right to manage the business listings you connect.',
    ],
  },
  {
    heading: 'Free trial',
    body: [
      'New accounts get a 14-day free trial without a credit card. At the end of the trial, choose a plan to keep using the service; until then your data stays readable.',
    ],
  },
  {
    heading: 'Plans, billing and price changes',
    body: [
      'Plans are billed monthly or yearly in advance, in US dollars. Extra locations are billed monthly on top of your plan.',
      'We may change our prices with 30 days notice by email. A new price applies from your next billing period after the notice ends; you can cancel before then.',
    ],
  },
  {
    heading: 'Cancellation and refunds',
    body: [
      'You can cancel anytime from the Billing page. Your access continues until the end of the billing period you paid for.',
      'New subscriptions come with a 30-day money-back guarantee: if Nearbly is not for you, ask within 30 days of your first payment for a full refund.',
      'If you cancel an annual plan early, we refund the unused months, prorated.',
      'Refunds are paid to the original payment method within 5-10 business days.',
    ],
  },
  {
    heading: 'Availability and support',
    body: [
      'We target 99.9% uptime, measured monthly, excluding announced maintenance.',
      `Support answers by email (${SUPPORT_EMAIL}), the contact form and chat: within 2-4 hours during business hours and within 24 hours on weekends. Phone support is available only to Local Chain customers.`,
    ],
  },
  {
    heading: 'Acceptable use',
    body: [
      'Do not use Nearbly to post fake reviews, impersonate other businesses, scrape other services against their terms, or break the law. We may suspend accounts that do.',
    ],
  },
  {
    heading: 'Your data',
    body: [
      'Your business data is yours. You can export it at any time and delete your account; our Privacy Policy explains how we handle it.',
    ],
  },
  {
    heading: 'Rankings and results',
    body: [
      'Search engines decide rankings. We show measured rankings and estimates and suggest improvements, but we cannot guarantee any position in search results.',
    ],
  },
  {
    heading: 'Liability',
    body: [
      'The service is provided as it is. To the extent the law allows, our total liability is limited to what you paid us in the twelve months before a claim.',
    ],
  },
  {
    heading: 'Changes to these terms',
    body: [
      'We will email account holders 30 days before a significant change takes effect. Continuing to use Nearbly after that means you accept the new terms.',
    ],
  },
];

export function TermsPage() {
  usePageMeta({
    title: 'Terms of Service',
    description:
      'The terms for using Nearbly: free trial, billing, 30-day money-back guarantee, refunds, cancellation, uptime and support.',
    path: '/terms',
  });
  return (
    <LegalDocument
      title="Terms of Service"
      updated="November 21, 2026"
      intro="Plain terms for a simple service: what you get, how billing and refunds work, and what we expect from each other."
      sections={SECTIONS}
    />
  );
}
