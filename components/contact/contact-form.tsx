import { Alert, Button, Form, Input, Result } from 'antd';
import { useState } from 'react';
import { isApiErrorBody, errorMessage } from '../../lib/errors';
import { MESSAGES } from '../../lib/constants';
import { contactService } from '../../services/contact.service';
import { useCaptcha } from '../captcha/use-captcha';
import type { ContactPayload } from '../../types/contact';
import styles from './contact-form.module.css';

// The server's limits (server/modules/contact/schemas.ts), checked here first so most mistakes never travel.
const LIMITS = { name: 100, subject: 150, messageMin: 10, message: 5000 };
type Field = Exclude<keyof ContactPayload, 'captchaToken'>;
const FIELDS: readonly Field[] = ['name', 'email', 'subject', 'message'];

/** What to tell the visitor when the server refuses a field (its own words are a validator's). */
const FIELD_PROBLEMS: Record<Field, string> = {
  name: `Please enter your name on one line (up to ${LIMITS.name} characters)`,
  email: 'Please enter a valid email address',
  subject: `Please keep the subject on one line (up to ${LIMITS.subject} characters)`,
  message: `Please write between ${LIMITS.messageMin} and ${LIMITS.message} characters`,
};

/** The fields a 400's details name (`[{field, message}]`), each once. */
function refusedFields(error: unknown): Field[] {
  if (!isApiErrorBody(error) || error.statusCode !== 400 || !Array.isArray(error.details)) return [];
  const named = error.details.map((item: unknown) => (item as { field?: unknown })?.field);
  return FIELDS.filter((field) => named.includes(field));
}

export default function ContactForm() {
  const [form] = Form.useForm<ContactPayload>();
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const captcha = useCaptcha('contact');

  const onFinish = async ({ name, email, subject, message }: ContactPayload) => {
    setSending(true);
    setFailure(null);
    try {
      const trimmedSubject = subject?.trim();
      const captchaToken = await captcha.token();
      await contactService.send({
        name: name.trim(),
        email: email.trim(),
        message: message.trim(),
        ...(trimmedSubject ? { subject: trimmedSubject } : {}),
        ...(captchaToken ? { captchaToken } : {}),
      });
      setSent(true);
    } catch (error) {
      const fields = refusedFields(error);
      if (fields.length) form.setFields(fields.map((field) => ({ name: field, errors: [FIELD_PROBLEMS[field]] })));
      else setFailure(errorMessage(error, MESSAGES.genericError));
      captcha.reset();
    } finally {
      setSending(false);
    }
  };

  if (sent) {
    return (
      <Result
        status="success"
        title="Thank you, your message is on its way"
        subTitle="We read every message and reply to the email address you gave, usually within two working days."
        data-testid="contact-success"
        extra={
          <Button
            onClick={() => {
              form.resetFields();
              setSent(false);
            }}
          >
            Send another message
          </Button>
        }
      />
    );
  }

  return (
    <Form<ContactPayload>
      form={form}
      name="contact"
      layout="vertical"
      requiredMark={false}
      onFinish={onFinish}
      size="large"
      noValidate
      data-testid="contact-form"
    >
      {failure && <Alert type="error" showIcon title={failure} className={styles.notice} data-testid="contact-error" />}
      <div className={styles.grid}>
        <Form.Item
          name="name"
          label="Your name"
          rules={[
            { required: true, whitespace: true, message: 'Please enter your name' },
            { max: LIMITS.name, message: FIELD_PROBLEMS.name },
          ]}
        >
          <Input autoComplete="name" maxLength={LIMITS.name} />
        </Form.Item>
        <Form.Item
          name="email"
          label="Your email"
          rules={[
            { required: true, message: 'Please enter your email address' },
            { type: 'email', message: FIELD_PROBLEMS.email },
          ]}
        >
          <Input type="email" autoComplete="email" />
        </Form.Item>
      </div>
      <Form.Item name="subject" label="Subject (optional)" rules={[{ max: LIMITS.subject, message: FIELD_PROBLEMS.subject }]}>
        <Input maxLength={LIMITS.subject} />
      </Form.Item>
      <Form.Item
        name="message"
        label="Message"
        rules={[
          { required: true, whitespace: true, message: 'Please write your message' },
          { min: LIMITS.messageMin, max: LIMITS.message, message: FIELD_PROBLEMS.message },
        ]}
      >
        <Input.TextArea rows={6} maxLength={LIMITS.message} showCount />
      </Form.Item>
      {captcha.widget}
      <Button type="primary" htmlType="submit" size="large" loading={sending} className={styles.submit}>
        Send message
      </Button>
    </Form>
  );
}
