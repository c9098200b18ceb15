import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import FormItem from '../../../../components/form/form-item';
import LightCheckbox from '../../../../components/form/light-checkbox';
import LightForm from '../../../../components/form/light-form';
import LightInput from '../../../../components/form/light-input';
import LightPasswordInput from '../../../../components/form/light-password-input';
import { useLightForm } from '../../../../components/form/use-light-form';
import { email, minLength, required, sameAs } from '../../../../components/form/validation';

interface Values {
  email: string;
  password: string;
  confirm: string;
  news: boolean;
}

function SignUp({ onSubmit }: { onSubmit: (values: Values) => void }) {
  const form = useLightForm<Values>({
    name: 'signup',
    initialValues: { email: '', password: '', confirm: '', news: true },
    rules: {
      email: [required('Please enter your email'), email('Please enter a valid email')],
      password: [required('Please enter a password'), minLength(8, 'At least 8 characters')],
      confirm: [required('Please confirm'), sameAs<Values>('password', 'No match')],
    },
    dependencies: { confirm: ['password'] },
    onSubmit,
  });
  return (
    <LightForm {...form.formProps} size="large" data-testid="signup">
      <FormItem label="Email" {...form.item('email')}>
        <LightInput {...form.input('email')} type="email" autoComplete="email" />
      </FormItem>
      <FormItem label="Password" {...form.item('password')}>
        <LightPasswordInput {...form.input('password')} autoComplete="new-password" feedback />
      </FormItem>
      <FormItem label="Confirm" {...form.item('confirm')}>
        <LightPasswordInput {...form.input('confirm')} autoComplete="new-password" />
      </FormItem>
      <LightCheckbox {...form.checkbox('news')}>Send me news</LightCheckbox>
      <button type="submit">Sign up</button>
      <button type="button" onClick={form.reset}>
        Start again
      </button>
    </LightForm>
  );
}

function setup() {
  const onSubmit = jest.fn();
  const user = userEvent.setup();
  render(<SignUp onSubmit={onSubmit} />);
  return { onSubmit, user };
}

describe('light form fields', () => {
  it('labels each control, and the form and its ids follow the form name', () => {
    setup();
    expect(screen.getByTestId('signup')).toHaveAttribute('id', 'signup');
    expect(screen.getByLabelText('Email')).toHaveAttribute('id', 'signup_email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'new-password');
    expect(screen.getByLabelText('Email')).toBeRequired();
    expect(screen.getByRole('checkbox', { name: 'Send me news' })).toBeChecked();
  });

  it('submits nothing while fields fail: shows every message, wires it to its field and focuses the first', async () => {
    const { onSubmit, user } = setup();
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));

    expect(onSubmit).not.toHaveBeenCalled();
    const emailInput = screen.getByLabelText('Email');
    expect(emailInput).toHaveFocus();
    expect(emailInput).toHaveAttribute('aria-invalid', 'true');
    expect(emailInput).toHaveAccessibleDescription('Please enter your email');
    expect(screen.getByLabelText('Confirm')).toHaveAccessibleDescription('Please confirm');
    expect(screen.getByLabelText('Password')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Password')).not.toHaveAttribute('aria-describedby');
  });

  it('checks a field as it changes: the message comes and goes with the value', async () => {
    const { user } = setup();
    const emailInput = screen.getByLabelText('Email');
    await user.type(emailInput, 'ada');
    expect(screen.getByText('Please enter a valid email')).toBeInTheDocument();
    await user.type(emailInput, '@example.com');
    expect(screen.queryByText('Please enter a valid email')).not.toBeInTheDocument();
    expect(emailInput).not.toHaveAttribute('aria-invalid');
    await user.clear(emailInput);
    expect(emailInput).toHaveAccessibleDescription('Please enter your email');
  });

  it('checks the confirmation again when the password changes, once it has been checked', async () => {
    const { user } = setup();
    await user.type(screen.getByLabelText('Password'), 'secret123');
    expect(screen.queryByText('Please confirm')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Confirm'), 'secret123');
    expect(screen.queryByText('No match')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Password'), '4');
    expect(screen.getByLabelText('Confirm')).toHaveAccessibleDescription('No match');
  });

  it('submits the values with Enter once every field passes', async () => {
    const { onSubmit, user } = setup();
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.click(screen.getByRole('checkbox', { name: 'Send me news' }));
    await user.type(screen.getByLabelText('Confirm'), 'secret123{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith({ email: 'ada@example.com', password: 'secret123', confirm: 'secret123', news: false });
  });

  it('shows the password with the eye and hides it again, keeping the value', async () => {
    const { user } = setup();
    const password = screen.getByLabelText('Password');
    await user.type(password, 'secret123');
    const [eye] = screen.getAllByRole('button', { name: 'Show' });
    await user.click(eye);
    expect(password).toHaveAttribute('type', 'text');
    expect(password).toHaveValue('secret123');
    expect(screen.getByRole('button', { name: 'Hide' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Hide' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('reset brings back the initial values without messages', async () => {
    const { user } = setup();
    await user.type(screen.getByLabelText('Email'), 'ada');
    await user.click(screen.getByRole('checkbox', { name: 'Send me news' }));
    await user.click(screen.getByRole('button', { name: 'Start again' }));
    expect(screen.getByLabelText('Email')).toHaveValue('');
    expect(screen.queryByText('Please enter a valid email')).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Send me news' })).toBeChecked();
  });
});

describe('FormItem', () => {
  it('shows a help text while there is no error, described on the control', () => {
    render(
      <FormItem id="bio" label="Bio" help="A line about you">
        <LightInput />
      </FormItem>,
    );
    expect(screen.getByLabelText('Bio')).toHaveAccessibleDescription('A line about you');
    expect(screen.getByLabelText('Bio')).not.toHaveAttribute('aria-invalid');
  });

  it('shows the errors instead of the help text', () => {
    render(
      <FormItem id="bio" label="Bio" help="A line about you" errors={['Too long', 'No links']}>
        <LightInput />
      </FormItem>,
    );
    expect(screen.getByLabelText('Bio')).toHaveAccessibleDescription('Too long No links');
    expect(screen.getByLabelText('Bio')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('A line about you')).not.toBeInTheDocument();
  });
});
