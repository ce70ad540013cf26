import { CONTACT_MESSAGES, ZContactSubmit } from '@app/contracts';
import { act, fireEvent, screen, within } from '@testing-library/react';

import { callsTo, mockApi } from '@/test-utils/api-mock';
import { expectFieldError } from '@/test-utils/field-error';
import { jsonResponse, renderWithProviders } from '@/test-utils/render';

import { CONTACT_FORM_MESSAGES } from '../contact-form';
import { ContactForm } from './ContactForm';

const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });
// Async act: Ark's field watches its children with a MutationObserver; let it settle.
const settle = (action: () => void) =>
  act(() => {
    action();
    return Promise.resolve();
  });
const type = (name: string, value: string) =>
  settle(() => fireEvent.change(field(name), { target: { value } }));
const send = () =>
  settle(() => fireEvent.click(screen.getByRole('button', { name: 'Send Message' })));

function renderContactForm() {
  return renderWithProviders(
    <ContactForm
      label="Contact form"
      source="contact"
      show={{ business: true, type: true, subject: true }}
    />,
  );
}

async function fillValid() {
  await type('Name', 'Ann Baker');
  await type('Email', 'ann@example.com');
  await type('Subject', 'Ranks');
  await type('Message', '  My ranks did not update.  ');
}

describe(ContactForm.name, () => {
  it('shows the spec message under each field and calls no server', async () => {
    const fetchMock = mockApi({});
    renderContactForm();
    await type('Email', 'not-an-email');
    await type('Message', ' short   ');
    await send();
    expect(screen.getByText(CONTACT_MESSAGES.nameRequired)).toBeTruthy();
    expect(screen.getByText(CONTACT_MESSAGES.emailInvalid)).toBeTruthy();
    expect(screen.getByText(CONTACT_MESSAGES.subjectRequired)).toBeTruthy();
    expect(screen.getByText(CONTACT_MESSAGES.messageTooShort)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows, on each field, the message of the contract's schema for the same input", async () => {
    mockApi({});
    renderContactForm();
    const input = { name: ' ', email: 'ann@example', subject: '', message: ' 123456789 ' };
    await type('Email', input.email);
    await type('Message', input.message);
    await send();
    const { error } = ZContactSubmit.safeParse({ ...input, type: 'support', source: 'contact' });
    const issues = error?.issues ?? [];
    expect(issues.map((issue) => issue.path.join('.'))).toEqual([
      'name',
      'email',
      'subject',
      'message',
    ]);
    for (const issue of issues) {
      const name = { name: 'Name', email: 'Email', subject: 'Subject', message: 'Message' }[
        issue.path.join('.') as 'name' | 'email' | 'subject' | 'message'
      ];
      // The field names its error text; that text is the schema's message.
      await expectFieldError(field(name), issue.message);
    }
  });

  it("clears a field's error when it is edited, and only that one", async () => {
    mockApi({});
    renderContactForm();
    await send();
    expect(screen.getByText(CONTACT_MESSAGES.emailRequired)).toBeTruthy();
    expect(screen.getByText(CONTACT_MESSAGES.messageRequired)).toBeTruthy();
    await type('Email', 'a');
    expect(screen.queryByText(CONTACT_MESSAGES.emailRequired)).toBeNull();
    expect(screen.getByText(CONTACT_MESSAGES.messageRequired)).toBeTruthy();
  });

  it('sends the trimmed form, thanks the user and empties the form', async () => {
    const fetchMock = mockApi({
      'POST /api/contact/submit': jsonResponse(201, {
        success: true,
        ticketId: 'b7e1c4a2-0000-4000-8000-000000000001',
      }),
    });
    renderContactForm();
    await fillValid();
    await settle(() =>
      fireEvent.change(screen.getByRole('combobox', { name: 'What is it about?' }), {
        target: { value: 'bug' },
      }),
    );
    await send();
    expect((await screen.findByRole('status')).textContent).toContain(
      CONTACT_FORM_MESSAGES.success,
    );
    const [request] = callsTo(fetchMock, 'POST /api/contact/submit');
    expect(await request!.json()).toEqual({
      name: 'Ann Baker',
      email: 'ann@example.com',
      type: 'bug',
      subject: 'Ranks',
      message: 'My ranks did not update.',
      source: 'contact',
    });
    expect((field('Name') as HTMLInputElement).value).toBe('');
  });

  it("shows the server's validation details on their fields", async () => {
    mockApi({
      'POST /api/contact/submit': jsonResponse(400, {
        error: 'Validation error',
        details: [{ path: 'email', message: 'Please enter a valid email address' }],
      }),
    });
    renderContactForm();
    await fillValid();
    await send();
    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('apologises with the support address when sending fails', async () => {
    mockApi({
      'POST /api/contact/submit': jsonResponse(500, {
        error: 'Server error. Please try again later.',
      }),
    });
    renderContactForm();
    await fillValid();
    await send();
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Sorry, there was an error sending your message. Please try again or email us directly at support@nearbly.app',
    );
  });

  it('says the answer could not be processed when a success is not JSON', async () => {
    mockApi({
      'POST /api/contact/submit': new Response('<!doctype html><title>Nearbly</title>', {
        status: 201,
        headers: { 'content-type': 'text/html' },
      }),
    });
    renderContactForm();
    await fillValid();
    await send();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(CONTACT_FORM_MESSAGES.failure);
    expect(within(alert).getByRole('listitem').textContent).toBe(
      'Failed to process server response.',
    );
    expect(screen.queryByRole('status')).toBeNull();
  });
});
