import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import LoginForm from '../../../components/auth/login-form';
import ContactPage from '../../../pages/contact';
import { contactService } from '../../../services/contact.service';
import { settingsService } from '../../../services/settings.service';
import { renderWithStore } from '../helpers/render-with-store';

jest.mock('next/router', () => ({ useRouter: () => ({ asPath: '/contact', query: {}, push: jest.fn() }) }));
jest.mock('../../../services/contact.service', () => ({ contactService: { send: jest.fn() } }));
jest.mock('../../../services/settings.service', () => ({ settingsService: { getPublic: jest.fn() } }));

const send = jest.mocked(contactService.send);
const getPublic = jest.mocked(settingsService.getPublic);
const script = () => document.getElementById('recaptcha-script') as HTMLScriptElement | null;

beforeEach(() => {
  jest.clearAllMocks();
  script()?.remove();
  delete window.grecaptcha;
});

async function fillAndSend() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Your name'), 'Ada');
  await user.type(screen.getByLabelText('Your email'), 'ada@example.com');
  await user.type(screen.getByLabelText('Message'), 'How do I change my card?');
  await user.click(screen.getByRole('button', { name: 'Send message' }));
}

describe('the captcha on the contact form', () => {
  it('is not loaded while the public settings have it off, and no token is sent', async () => {
    getPublic.mockResolvedValue({ recaptchaEnabled: false, recaptchaSiteKey: '', recaptchaVersion: 'v2' });
    send.mockResolvedValue({ success: true });
    renderWithStore(<ContactPage />);
    await waitFor(() => expect(getPublic).toHaveBeenCalled());
    await fillAndSend();
    await screen.findByTestId('contact-success');
    expect(script()).toBeNull();
    expect(send.mock.calls[0][0]).not.toHaveProperty('captchaToken');
  });

  it("when on (v2), loads Google's script, renders the checkbox with the site key and sends its token", async () => {
    getPublic.mockResolvedValue({ recaptchaEnabled: true, recaptchaSiteKey: 'public-site-key', recaptchaVersion: 'v2' });
    send.mockResolvedValue({ success: true });
    let solved: ((token: string) => void) | undefined;
    const render = jest.fn((_el: HTMLElement, options: { sitekey: string; callback: (token: string) => void }) => {
      solved = options.callback;
      return 0;
    });
    renderWithStore(<ContactPage />);
    await waitFor(() => expect(script()).not.toBeNull());
    expect(script()!.src).toBe('https://www.google.com/recaptcha/api.js?render=explicit');
    window.grecaptcha = { ready: (cb) => cb(), render, reset: jest.fn(), execute: jest.fn() };
    act(() => {
      script()!.dispatchEvent(new Event('load'));
    });
    await waitFor(() => expect(render).toHaveBeenCalled());
    expect(render.mock.calls[0][1].sitekey).toBe('public-site-key');
    act(() => solved!('widget-token'));
    await fillAndSend();
    await screen.findByTestId('contact-success');
    expect(send).toHaveBeenCalledWith(expect.objectContaining({ captchaToken: 'widget-token' }));
  });
});

describe('the captcha on the login form', () => {
  const on = { recaptchaEnabled: true, recaptchaSiteKey: 'public-site-key', recaptchaVersion: 'v3' };

  it('is not loaded before the server asks for it, even when on', async () => {
    getPublic.mockResolvedValue(on);
    renderWithStore(<LoginForm />);
    await waitFor(() => expect(getPublic).toHaveBeenCalled());
    await act(async () => {});
    expect(script()).toBeNull();
  });

  it('is loaded (v3: with the site key) once a login was refused with CAPTCHA_REQUIRED', async () => {
    getPublic.mockResolvedValue(on);
    renderWithStore(<LoginForm />, {
      auth: {
        loginAuth: { data: null, requesting: false, success: false, error: { status: 400, code: 'CAPTCHA_REQUIRED', message: 'Please complete the captcha' } },
      },
    });
    await waitFor(() => expect(script()).not.toBeNull());
    expect(script()!.src).toBe('https://www.google.com/recaptcha/api.js?render=public-site-key');
  });
});
