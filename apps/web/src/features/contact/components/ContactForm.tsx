import {
  Button,
  Field,
  Input,
  SimpleGrid,
  Stack,
  Textarea,
  chakra,
} from '@chakra-ui/react';
import {
  CONTACT_LIMITS,
  ZContactSubmit,
  type TContactSubmit,
  type TContactSubmitInput,
} from '@app/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';

import { SelectField } from '@/components/SelectField';
import { describeError, PROCESS_ERROR_MESSAGE } from '@/app/errors';
import { FormMessage, type FormFeedback } from '@/components/FormMessage';

import { useSubmitContactMutation } from '../contact.api';
import {
  CONTACT_FORM_MESSAGES,
  CONTACT_TYPES,
  emptyContactForm,
  fieldErrorsFromDetails,
  type ContactField,
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
  const [feedback, setFeedback] = useState<FormFeedback | null>(null);
  // The contract the BFF validates the request with checks the form too: its messages are the
  // ones shown. Errors appear on submit; editing a field clears its own (docs/product.md §5).
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    clearErrors,
    formState: { errors },
  } = useForm<TContactSubmitInput, unknown, TContactSubmit>({
    resolver: zodResolver(ZContactSubmit),
    defaultValues: emptyContactForm(initial),
    reValidateMode: 'onSubmit',
  });
  const registerField = (name: ContactField) =>
    register(name, { onChange: () => clearErrors(name) });

  async function send(values: TContactSubmit) {
    try {
      await submitContact({
        name: values.name,
        email: values.email,
        ...(values.business ? { business: values.business } : {}),
        type: values.type,
        subject: values.subject,
        message: values.message,
        source,
      }).unwrap();
      reset(emptyContactForm(initial));
      setFeedback({ kind: 'success', message: CONTACT_FORM_MESSAGES.success });
    } catch (error) {
      const { status, message, details } = describeError(error);
      const { fieldErrors, other } = fieldErrorsFromDetails(details);
      for (const [name, text] of Object.entries(fieldErrors)) {
        setError(name as ContactField, { type: 'server', message: text });
      }
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
        type={TEXT_FIELDS[field].type}
        autoComplete={TEXT_FIELDS[field].autoComplete}
        {...registerField(field)}
      />
      <Field.ErrorText>{errors[field]?.message}</Field.ErrorText>
    </Field.Root>
  );

  return (
    // noValidate: the spec's messages are shown inline, not the browser's bubbles.
    <chakra.form
      noValidate
      aria-label={label}
      onSubmit={(event) => {
        setFeedback(null);
        void handleSubmit(send)(event);
      }}
    >
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          {textField('name', true)}
          {textField('email', true)}
        </SimpleGrid>
        {(show.business || show.type) && (
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            {show.business && textField('business', false)}
            {show.type && (
              <Controller
                control={control}
                name="type"
                render={({ field: { name, value, onChange } }) => (
                  <SelectField
                    label="What is it about?"
                    name={name}
                    value={value}
                    options={CONTACT_TYPES}
                    onChange={onChange}
                  />
                )}
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
          <Textarea rows={5} maxLength={CONTACT_LIMITS.messageMax} {...registerField('message')} />
          <Field.ErrorText>{errors.message?.message}</Field.ErrorText>
        </Field.Root>
        <FormMessage feedback={feedback} />
        <Button type="submit" colorPalette="brand" alignSelf="flex-start" disabled={isLoading}>
          {isLoading ? 'Sending...' : 'Send Message'}
        </Button>
      </Stack>
    </chakra.form>
  );
}
