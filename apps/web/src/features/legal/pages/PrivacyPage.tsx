import { SUPPORT_EMAIL } from '@/app/ui-constants';
import { usePageMeta } from '@/components/usePageTitle';

import { LegalDocument, type LegalSection } from '../components/LegalDocument';

const SECTIONS: readonly LegalSection[] = [
  {
    heading: 'Who we are',
    body: [
      `Nearbly provides local search tools for small businesses. This policy explains what we collect about you and your business, why, and what you can do about it. Questions go to ${SUPPORT_EMAIL}.`,
    ],
  },
  {
    heading: 'What we collect',
    body: [
      'Account data: your name, email address, phone number if you add one, and a password stored only as a secure hash. If you sign in with Google we receive your name, email address and Google account id.',
      'Business data: your business name, type, address, website and time zone, the keywords and competitors you track, your listing statistics, reviews and the replies you write.',
      'Billing data: your plan and invoices. Card details are handled by our payment processor (Stripe); we never see or store your card number.',
      'Messages: what you send us through the contact form, the newsletter sign-up and the chat assistant Maya.',
      'Technical data: the device and approximate location of your sessions (so you can see and end them), and server logs kept for security.',
    ],
  },
  {
    heading: 'How we use it',
    body: [
      'To run the service: check your rankings, show your dashboard, draft review replies and insights, send the reports and alerts you chose, and bill your plan.',
      'To answer you: support replies come from a person, within 2-4 hours during business hours and within 24 hours on weekends.',
      'We do not sell your data and we do not use it for advertising. Text you send to our AI features is used only to answer you; it is treated as data, never as instructions.',
    ],
  },
  {
    heading: 'Who we share it with',
    body: [
      'Only with the processors that run parts of the service for us — hosting, payment processing (Stripe), email delivery and, when AI features are on, an AI model provider (OpenAI) — each bound to use it only for us. We disclose data when the law requires it.',
    ],
  },
  {
    heading: 'How long we keep it',
    body: [
      'While your account is open. When you delete your account, your business data, keyword tracking history, analytics reports, competitor analysis data and billing information are permanently deleted within 24 hours, except invoices we must keep by law.',
    ],
  },
  {
    heading: 'Your rights',
    body: [
      'You can see and correct your data in Settings, download all of it as a file (Settings → Data & Privacy → Export), and delete your account at any time. You can unsubscribe from the newsletter with the link in every email. For anything else, write to us.',
    ],
  },
  {
    heading: 'Cookies and local storage',
    body: [
      'We use a session cookie to keep you signed in and local storage for your sign-in token and display preferences such as dark mode. We use no advertising or cross-site tracking cookies.',
    ],
  },
  {
    heading: 'Security',
    body: [
      'Data travels encrypted, passwords are hashed, sessions can be ended from any device and two-factor authentication is available. We aim for 99.9% uptime and tell affected customers promptly about any incident involving their data.',
    ],
  },
  {
    heading: 'Changes to this policy',
    body: [
      'We will post any change here and email account holders about significant changes before they take effect.',
    ],
  },
];

export function PrivacyPage() {
  usePageMeta({
    title: 'Privacy Policy',
    description:
      'How Nearbly collects, uses and protects information about you and your business, and the choices you have.',
    path: '/privacy',
  });
  return (
    <LegalDocument
      title="Privacy Policy"
      updated="November 21, 2026"
      intro="Your customers trust you with their details; you trust us with yours and your shop's. Here is exactly what we do with them."
      sections={SECTIONS}
    />
  );
}
