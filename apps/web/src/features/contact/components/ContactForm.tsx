import {
  Button,
  Field,
  Input,
  SimpleGrid,
  Stack,
  Textarea,
  chakra,
} from '@chakra-ui/react';
import { useState } from 'react';

import { SelectField } from '@/components/SelectField';
import { describeError, PROCESS_ERROR_MESSAGE } from '@/app/errors';
import { FormMessage, type FormFeedback } from '@/components/FormMessage';

import { useSubmitContactMutation } from '../contact.api';
import {
  CONTACT_FORM_MESSAGES,
  CONTACT_TYPES,
  MESSAGE_MAX_LENGTH,
  emptyContactForm,
  fieldErrorsFromDetails,
  validateContactForm,
  type ContactField,
  type ContactFieldErrors,
  type ContactFormValues,
} from '../contact-form';

type TextField = Exclude<ContactField, 'type' | 'message'>;

const TEXT_FIELDS: Record<TextField, { label: string; type: string; autoComplete: string }> = {
  name: { label: 'Name', type: 'text', autoComplete: 'name' },
  email: { label: 'Email', type: 'email', autoComplete: 'email' },
  business: { label: 'Business name', type: 'text', autoComplete: 'organization' },
  subject: { label: 'Subject', type: 'text', autoComplete: 'off' },
};

export type ContactFormProps = {
  // The form's accessible name.
  label: string;
  // Which optional fields are shown; hidden ones keep their initial value.
  show: { business: boolean; type: boolean; subject: boolean };
  initial?: Partial<ContactFormValues>;
  source: 'contact' | 'help';
};

// docs/product.md §3/§5/§8: the contact form, used by /contact and by the Help page's 'Still Need Help?'.
export function ContactForm({ label, show, initial, source }: ContactFormProps) {
  const [submitContact, { isLoading }] = useSubmitContactMutation();
  const [values, setValues] = useState<ContactFormValues>(() => emptyContactForm(initial));
  const [errors, setErrors] = useState<ContactFieldErrors>({});
  const [feedback, setFeedback] = useState<FormFeedback | null>(null);

  // docs/product.md §5: a field's error clears when the user edits it.
  const set = (field: ContactField) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  async function handleSubmit(event: { preventDefault: () => void }) {
    event.preventDefault();
    setFeedback(null);
    const found = validateContactForm(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      await submitContact({
        name: values.name.trim(),
        email: values.email.trim(),
        ...(values.business.trim() ? { business: values.business.trim() } : {}),
        type: values.type,
        subject: values.subject.trim(),
        message: values.message.trim(),
        source,
      }).unwrap();
      setValues(emptyContactForm(initial));
      setFeedback({ kind: 'success', message: CONTACT_FORM_MESSAGES.success });
    } catch (error) {
      const { status, message, details } = describeError(error);
      const { fieldErrors, other } = fieldErrorsFromDetails(details);
      setErrors(fieldErrors);
      // A refusal on the fields shows on the fields; too many messages says so; else the spec's text.
      if (status === 400 && other.length === 0 && Object.keys(fieldErrors).length > 0) return;
      // docs/product.md §8: an answer that cannot be read says so under the apology.
      const unreadable = message === PROCESS_ERROR_MESSAGE ? [{ path: '', message }] : [];
      setFeedback({
        kind: 'error',
        message: status === 429 ? message : CONTACT_FORM_MESSAGES.failure,
        details: [...unreadable, ...other],
      });
    }
  }

  const textField = (field: TextField, required: boolean) => (
    <Field.Root required={required} invalid={Boolean(errors[field])}>
      <Field.Label>
        {TEXT_FIELDS[field].label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      <Input
        name={field}
        type={TEXT_FIELDS[field].type}
        autoComplete={TEXT_FIELDS[field].autoComplete}
        value={values[field]}
        onChange={(event) => set(field)(event.target.value)}
      />
      <Field.ErrorText>{errors[field]}</Field.ErrorText>
    </Field.Root>
  );

  return (
    // noValidate: the spec's messages are shown inline, not the browser's bubbles.
    <chakra.form noValidate aria-label={label} onSubmit={(event) => void handleSubmit(event)}>
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          {textField('name', true)}
          {textField('email', true)}
        </SimpleGrid>
        {(show.business || show.type) && (
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            {show.business && textField('business', false)}
            {show.type && (
              <SelectField
                label="What is it about?"
                name="type"
                value={values.type}
                options={CONTACT_TYPES}
                onChange={set('type')}
              />
            )}
          </SimpleGrid>
        )}
        {show.subject && textField('subject', true)}
        <Field.Root required invalid={Boolean(errors.message)}>
          <Field.Label>
            Message
            <Field.RequiredIndicator />
          </Field.Label>
          <Textarea
            name="message"
            rows={5}
            maxLength={MESSAGE_MAX_LENGTH}
            value={values.message}
            onChange={(event) => set('message')(event.target.value)}
          />
          <Field.ErrorText>{errors.message}</Field.ErrorText>
        </Field.Root>
        <FormMessage feedback={feedback} />
        <Button type="submit" colorPalette="brand" alignSelf="flex-start" disabled={isLoading}>
          {isLoading ? 'Sending...' : 'Send Message'}
        </Button>
      </Stack>
    </chakra.form>
  );
}
