import { act } from '@testing-library/react';
import { useStoredCart } from '../../../../components/common/use-stored-cart';
import { renderWithStore } from '../../helpers/render-with-store';

const A = '00000000-0000-4000-8000-00000000000a';

function Probe() {
  useStoredCart();
  return null;
}

const storageEvent = (key: string | null, newValue: string | null) => new StorageEvent('storage', { key, newValue });

describe('the stored cart in the app shell', () => {
  it('asks for the stored cart once mounted', () => {
    const { actions } = renderWithStore(<Probe />);
    expect(actions.map((a) => a.type)).toContain('cart/cartRestoreRequested');
  });

  it("follows another tab's changes, repairing what it wrote, and ignores other keys", () => {
    const { store } = renderWithStore(<Probe />);
    act(() => {
      window.dispatchEvent(storageEvent('cart', JSON.stringify([{ _id: A, quantity: 3 }, { _id: 'bad' }])));
    });
    expect(store.getState().cart).toEqual({ total: 3, items: [{ _id: A, quantity: 3 }] });
    act(() => {
      window.dispatchEvent(storageEvent('ui', JSON.stringify({ theme: 'dark' })));
      window.dispatchEvent(storageEvent('cart', '{not json'));
    });
    expect(store.getState().cart).toEqual({ total: 0, items: [] });
    act(() => {
      window.dispatchEvent(storageEvent('cart', JSON.stringify([{ _id: A, quantity: 1 }])));
      window.dispatchEvent(storageEvent(null, null));
    });
    expect(store.getState().cart).toEqual({ total: 0, items: [] });
  });
});
