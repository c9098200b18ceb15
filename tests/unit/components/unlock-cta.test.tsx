import { screen } from '@testing-library/react';
import UnlockCta from '../../../components/common/unlock-cta';
import { makePerformerCard } from '../helpers/catalogue-fixtures';
import { makeUser } from '../helpers/fixtures';
import { renderWithStore } from '../helpers/render-with-store';

jest.mock('next/router', () => ({ useRouter: () => ({ asPath: '/videos/duet', query: {}, push: jest.fn() }) }));

const owner = makePerformerCard({ _id: 'p1', name: 'Aria Skye', username: 'aria_skye' });
const creator = makePerformerCard({ _id: 'p2', name: 'Marco Vale', username: 'marco_vale' });
const signedIn = { auth: { loggedIn: true }, user: { current: makeUser() } };

describe('a locked subscriber video', () => {
  it("tells a subscriber of a performer taking part in it that it is the other creator's, not to subscribe as if they had not", () => {
    renderWithStore(<UnlockCta access="subscribers" price={0} performer={owner} item={{ type: 'video', id: 'v1' }} subscribedToOthers={[creator]} />, signedIn);
    const cta = screen.getByTestId('unlock-cta');
    expect(cta).toHaveTextContent("This video is for Aria Skye's subscribers");
    expect(cta).toHaveTextContent('Marco Vale takes part in it, but it belongs to Aria Skye: your subscription to Marco Vale does not include it.');
    expect(cta).not.toHaveTextContent('For subscribers');
    expect(screen.getByRole('button', { name: 'Subscribe to Aria Skye' })).toBeInTheDocument();
  });

  it('asks anyone else to subscribe, as before', () => {
    renderWithStore(<UnlockCta access="subscribers" price={0} performer={owner} item={{ type: 'video', id: 'v1' }} subscribedToOthers={[]} />, signedIn);
    expect(screen.getByTestId('unlock-cta')).toHaveTextContent('For subscribersSubscribe to Aria Skye to enjoy this video and everything else they share.');
  });
});
