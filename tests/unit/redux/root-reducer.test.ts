import { HYDRATE } from 'next-redux-wrapper';
import { cartItemsAdded } from '../../../redux/cart/slice';
import { rootReducer } from '../../../redux/root-reducer';
import { makeUser } from '../helpers/fixtures';

describe('root reducer', () => {
  it('HYDRATE replaces the slices with the state built by getInitialProps', () => {
    const client = rootReducer(undefined, { type: '@@init' });
    const server = {
      ...client,
      auth: { ...client.auth, loggedIn: true },
      user: { ...client.user, current: makeUser() },
      ui: { ...client.ui, siteName: 'From server' },
    };
    const next = rootReducer(client, { type: HYDRATE, payload: server });
    expect(next.auth.loggedIn).toBe(true);
    expect(next.user.current._id).toBe('u1');
    expect(next.ui.siteName).toBe('From server');
  });

  it('HYDRATE keeps slices the payload does not carry', () => {
    const client = rootReducer(undefined, { type: '@@init' });
    const next = rootReducer(client, { type: HYDRATE, payload: { ui: { ...client.ui, siteName: 'X' } } });
    expect(next.user).toBe(client.user);
  });

  it('HYDRATE never overwrites the client-only slices (socket, comments, reactions, cart)', () => {
    const connected = rootReducer(undefined, { type: 'socket/socketConnected' });
    const client = rootReducer(connected, cartItemsAdded([{ _id: '00000000-0000-4000-8000-00000000000a' }]));
    expect(client.socket.status).toBe('connected');
    const snapshot = rootReducer(undefined, { type: '@@init' });
    const next = rootReducer(client, { type: HYDRATE, payload: snapshot });
    expect(next.socket).toBe(client.socket);
    expect(next.comments).toBe(client.comments);
    expect(next.reactions).toBe(client.reactions);
    expect(next.cart).toEqual({ total: 1, items: [{ _id: '00000000-0000-4000-8000-00000000000a', quantity: 1 }] });
    expect(next.ui).toBe(snapshot.ui);
  });
});
