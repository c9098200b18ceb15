import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import TipButton from '../../../../components/tip/tip-button';
import { tipPresets, tipProblem } from '../../../../lib/tip-amounts';
import { makeUser } from '../../helpers/fixtures';
import { renderWithStore } from '../../helpers/render-with-store';

jest.mock('next/router', () => ({ useRouter: () => ({ asPath: '/performers/nova', query: {}, push: jest.fn() }) }));
jest.mock('../../../../lib/navigation', () => ({ navigate: jest.fn() }));

const performer = { _id: 'performer-1', name: 'Nova Lane' };
const signedIn = (id = 'fan-1') => ({ auth: { loggedIn: true }, user: { current: makeUser({ _id: id }) } });
const tips = (actions: Array<{ type: string; payload?: unknown }>) => actions.filter((a) => a.type === 'checkout/tipRequested').map((a) => a.payload);

describe('Send a tip', () => {
  it('sends a visitor to sign in and back; a creator has none on their own page', () => {
    renderWithStore(<TipButton performer={performer} />);
    expect(screen.getByTestId('tip-button')).toHaveAttribute('href', '/auth/login?next=%2Fperformers%2Fnova');
    const { container } = renderWithStore(<TipButton performer={performer} />, signedIn('performer-1'));
    expect(container).toBeEmptyDOMElement();
  });

  it('sends a preset with the message and the item it is sent from', async () => {
    const { actions } = renderWithStore(<TipButton performer={performer} on={{ type: 'video', id: 'v1' }} />, signedIn());
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Send a tip' }));
    await screen.findByRole('dialog', { name: 'Send Nova Lane a tip' });
    expect(screen.getByTestId('tip-send')).toHaveTextContent('Send $5.00');
    await user.click(screen.getByText('$10.00'));
    await user.type(screen.getByLabelText('A message (optional)'), '  Loved it ');
    await user.click(screen.getByTestId('tip-send'));
    expect(tips(actions)).toEqual([{ performerId: 'performer-1', amountCents: 1000, message: 'Loved it', on: { type: 'video', id: 'v1' } }]);
  });

  it('takes another amount within the limits, saying what is wrong until it fits', async () => {
    const { actions } = renderWithStore(<TipButton performer={performer} />, {
      ...signedIn(),
      ui: { tipLimits: { minCents: 200, maxCents: 10_000 } } as never,
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Send a tip' }));
    await user.click(await screen.findByText('Other'));
    const amount = screen.getByLabelText('Your amount');
    await user.type(amount, '1.5');
    expect(screen.getByRole('alert')).toHaveTextContent('A tip is from $2.00 to $100.00.');
    expect(screen.getByTestId('tip-send')).toBeDisabled();
    await user.clear(amount);
    await user.type(amount, '12.50');
    await user.click(screen.getByTestId('tip-send'));
    expect(tips(actions)).toEqual([{ performerId: 'performer-1', amountCents: 1250 }]);
  });
});

describe('tip amounts', () => {
  it('offers the presets the limits allow, or the minimum', () => {
    expect(tipPresets({ minCents: 100, maxCents: 50_000 })).toEqual([500, 1000, 2000, 5000]);
    expect(tipPresets({ minCents: 700, maxCents: 3000 })).toEqual([1000, 2000]);
    expect(tipPresets({ minCents: 6000, maxCents: 9000 })).toEqual([6000]);
  });

  it('says what is wrong with a typed amount', () => {
    const limits = { minCents: 100, maxCents: 50_000 };
    const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;
    expect(tipProblem('', limits, money)).toBe('Type an amount.');
    expect(tipProblem('abc', limits, money)).toBe('An amount is like 12.50.');
    expect(tipProblem('1.234', limits, money)).toBe('An amount is like 12.50.');
    expect(tipProblem('0.99', limits, money)).toBe('A tip is from $1.00 to $500.00.');
    expect(tipProblem('500.01', limits, money)).toBe('A tip is from $1.00 to $500.00.');
    expect(tipProblem('500', limits, money)).toBeNull();
  });
});
