import { persistCart, restoreCart } from '../../../../redux/cart/sagas';
import { END } from 'redux-saga';
import { makeStore } from '../../../../redux/store';
import reducer, { cartRestoreRequested, cartRestored } from '../../../../redux/cart/slice';
import { recordSaga } from '../../helpers/record-saga';

const A = '00000000-0000-4000-8000-00000000000a';

const cartWith = (_id: string) => ({ total: 1, items: [{ _id, quantity: 1 }] });

beforeEach(() => window.localStorage.clear());

describe('the cart in local storage (under the key cart)', () => {
  it('is written under the key cart, as the list of its items', async () => {
    await recordSaga(persistCart, undefined, { cart: { total: 2, items: [{ _id: A, quantity: 2 }] } });
    expect(JSON.parse(window.localStorage.getItem('cart') || 'null')).toEqual([{ _id: A, quantity: 2 }]);
  });

  it('is read back on load', async () => {
    window.localStorage.setItem('cart', JSON.stringify([{ _id: A, quantity: 2 }]));
    expect(await recordSaga(restoreCart, undefined)).toEqual([cartRestored([{ _id: A, quantity: 2 }])]);
  });

  it.each([
    ['broken JSON', '[{"_id": "'],
    ['JSON that is not a list', '{"total": 3}'],
    ['a bare string', 'hello'],
  ])('restores an empty cart from %s, without throwing', async (_what, raw) => {
    window.localStorage.setItem('cart', raw);
    const [restored] = await recordSaga(restoreCart, undefined);
    expect(reducer(cartWith(A), restored as ReturnType<typeof cartRestored>)).toEqual({ total: 0, items: [] });
  });

  it('writes the repaired list back once restored (a real store: restore, then persist)', async () => {
    window.localStorage.setItem('cart', JSON.stringify([{ _id: A, quantity: -2 }, { _id: A, quantity: 4 }, { _id: 'x' }]));
    const store = makeStore();
    store.dispatch(cartRestoreRequested());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(store.getState().cart).toEqual({ total: 1, items: [{ _id: A, quantity: 1 }] });
    expect(JSON.parse(window.localStorage.getItem('cart') || 'null')).toEqual([{ _id: A, quantity: 1 }]);
    store.dispatch(END);
  });

  it('restores an empty cart when nothing is stored', async () => {
    expect(await recordSaga(restoreCart, undefined)).toEqual([cartRestored([])]);
  });

  it('survives a storage that throws (private mode, disabled)', async () => {
    const getItem = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    try {
      expect(await recordSaga(restoreCart, undefined)).toEqual([cartRestored([])]);
      await expect(recordSaga(persistCart, undefined, { cart: { total: 1, items: [{ _id: A, quantity: 1 }] } })).resolves.toEqual([]);
    } finally {
      getItem.mockRestore();
      setItem.mockRestore();
    }
  });
});
