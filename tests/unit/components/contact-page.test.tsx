import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ContactPage from '../../../pages/contact';
import { contactService } from '../../../services/contact.service';
import { renderWithStore } from '../helpers/render-with-store';

jest.mock('next/router', () => ({ useRouter: () => ({ asPath: '/contact', query: {}, push: jest.fn() }) }));
jest.mock('../../../services/contact.service', () => ({ contactService: { send: jest.fn() } }));

const send = jest.mocked(contactService.send);

beforeEach(() => jest.clearAllMocks());

async function fillAndSend({ subject = '' } = {}) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Your name'), '  Ada  ');
  await user.type(screen.getByLabelText('Your email'), 'ada@example.com');
  if (subject) await user.type(screen.getByLabelText('Subject (optional)'), subject);
  await user.type(screen.getByLabelText('Message'), 'How do I change my card?');
  await user.click(screen.getByRole('button', { name: 'Send message' }));
  return user;
}

describe('the contact page', () => {
  it('sends the trimmed message and thanks the visitor', async () => {
    send.mockResolvedValue({ success: true });
    renderWithStore(<ContactPage />);
    await fillAndSend({ subject: 'Billing' });
    expect(await screen.findByTestId('contact-success')).toHaveTextContent('Thank you, your message is on its way');
    expect(send).toHaveBeenCalledWith({ name: 'Ada', email: 'ada@example.com', subject: 'Billing', message: 'How do I change my card?' });
  });

  it('leaves out an empty subject', async () => {
    send.mockResolvedValue({ success: true });
    renderWithStore(<ContactPage />);
    await fillAndSend();
    await screen.findByTestId('contact-success');
    expect(send).toHaveBeenCalledWith({ name: 'Ada', email: 'ada@example.com', message: 'How do I change my card?' });
  });

  it('sends nothing while a field fails its rule, and says which', async () => {
    const user = userEvent.setup();
    renderWithStore(<ContactPage />);
    await user.type(screen.getByLabelText('Your email'), 'not-an-address');
    await user.type(screen.getByLabelText('Message'), 'Hi');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Please enter your name')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Please write between 10 and 5000 characters')).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
  });

  it("shows the server's refusal of a field under that field", async () => {
    send.mockRejectedValue({
      statusCode: 400,
      error: 'Bad Request',
      code: 'VALIDATION_ERROR',
      message: 'body/email must match format "email"',
      details: [{ field: 'email', message: 'must match format "email"' }],
    });
    renderWithStore(<ContactPage />);
    await fillAndSend();
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByLabelText('Your email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByTestId('contact-error')).not.toBeInTheDocument();
    expect(screen.queryByTestId('contact-success')).not.toBeInTheDocument();
  });

  it("shows the rate limit's message and keeps what was written", async () => {
    send.mockRejectedValue({
      statusCode: 429,
      error: 'Too Many Requests',
      code: 'TOO_MANY_CONTACT_MESSAGES',
      message: 'You have sent several messages already. Please try again in 42 minutes.',
    });
    renderWithStore(<ContactPage />);
    await fillAndSend();
    expect(await screen.findByTestId('contact-error')).toHaveTextContent('Please try again in 42 minutes.');
    expect(screen.getByLabelText('Message')).toHaveValue('How do I change my card?');
  });
});
