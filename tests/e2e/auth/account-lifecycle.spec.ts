import { test, expect, newUser } from '../support/fixtures';
import { linkMailedTo } from '../support/outbox';
import { signedInNewUser } from '../support/buyers';

const DAY_S = 24 * 60 * 60;

test.describe('a new fan', () => {
  test('registers, verifies the e-mail from the outbox, logs in with remember, sees their name, logs out', async ({ page, context }) => {
    const user = newUser();

    await page.goto('/auth/register');
    await page.getByLabel('Display name').fill(user.name);
    await page.getByLabel('Username').fill(user.username);
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByLabel('Confirm password').fill(user.password);
    await page.getByRole('checkbox', { name: 'I am 18 or older and accept the Terms of Service' }).check();
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByTestId('register-success')).toContainText('We sent you an email');

    const link = await linkMailedTo(user.email, 'Verify your email address');
    await page.goto(link.replace(/^https?:\/\/[^/]+/, ''));
    await expect(page.getByTestId('verify-email-success')).toBeVisible();

    await page.goto('/auth/login');
    await page.getByLabel('Username or email').fill(user.email);
    await page.getByLabel('Password').fill(user.password);
    await expect(page.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
    await page.getByRole('button', { name: 'Log in' }).click();

    await expect(page).toHaveURL(/\/feed$/);
    await expect(page.getByTestId('header-user-name')).toHaveText(user.name);
    const token = (await context.cookies()).find((c) => c.name === 'token')!;
    const lifetimeDays = (token.expires - Date.now() / 1000) / DAY_S;
    expect(lifetimeDays).toBeGreaterThan(364);
    expect(lifetimeDays).toBeLessThanOrEqual(365);

    // The session survives a reload: the server renders the header from the cookie.
    await page.reload();
    await expect(page.getByTestId('header-user-name')).toHaveText(user.name);

    await page.getByTestId('logout-button').click();
    await expect(page.getByText('Log out!')).toBeVisible();
    await expect(page).toHaveURL(/\/auth\/login$/);
    expect((await context.cookies()).find((c) => c.name === 'token')).toBeUndefined();
  });

  test('without remember, the token cookie lasts one day', async ({ page, context }) => {
    await page.goto('/auth/login');
    await page.getByLabel('Username or email').fill('demo');
    await page.getByLabel('Password').fill('demo12345');
    await page.getByRole('checkbox', { name: 'Remember me' }).uncheck();
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByTestId('header-user-name')).toHaveText('Demo Fan');
    const token = (await context.cookies()).find((c) => c.name === 'token')!;
    const lifetimeDays = (token.expires - Date.now() / 1000) / DAY_S;
    expect(lifetimeDays).toBeGreaterThan(0.99);
    expect(lifetimeDays).toBeLessThanOrEqual(1);
  });

  test('a wrong password shows the server message and stays on the login page', async ({ page }) => {
    await page.goto('/auth/login');
    await page.getByLabel('Username or email').fill('demo');
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByText('Incorrect username or password')).toBeVisible();
    await expect(page).toHaveURL(/\/auth\/login$/);
  });
});

test.describe('a fan changing their password', () => {
  test('must give the current one: a wrong one is refused with the server message, the right one changes it', async ({ page, context, baseURL }) => {
    const user = await signedInNewUser(context, baseURL!);

    await page.goto('/user/account');
    const form = page.getByTestId('password-form');
    await form.getByLabel('Current password').fill('not-my-password');
    await form.getByLabel('New password', { exact: true }).fill('another-strong-pass');
    await form.getByLabel('Confirm new password').fill('another-strong-pass');
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Your current password is not correct')).toBeVisible();

    await form.getByLabel('Current password').fill(user.password);
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Your password has been changed.')).toBeVisible();
    await expect(form.getByLabel('Current password')).toHaveValue('');
    const login = await context.request.post('/api/auth/login', { data: { username: user.username, password: 'another-strong-pass' } });
    expect(login.ok()).toBe(true);
  });
});

test.describe('a protected page', () => {
  test('sends an anonymous visitor to /auth/login, with the way back', async ({ page }) => {
    const response = await page.goto('/user/account');
    await expect(page).toHaveURL(/\/auth\/login\?next=%2Fuser%2Faccount$/);
    expect(response!.request().redirectedFrom()?.url()).toMatch(/\/user\/account$/);
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  });

  test('sends a visitor whose client-side navigation needs a login to /auth/login, with the way back', async ({ page }) => {
    await page.goto('/home');
    await page.evaluate(() => (window as unknown as { next: { router: { push(u: string): void } } }).next.router.push('/user/account'));
    await expect(page).toHaveURL(/\/auth\/login\?next=%2Fuser%2Faccount$/);
  });
});
