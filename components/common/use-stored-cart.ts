import { useEffect } from 'react';
import { CART_STORAGE_KEY } from '../../lib/constants';
import { cartRestoreRequested, cartRestored } from '../../redux/cart/slice';
import { useAppDispatch } from '../../redux/hooks';

function parsed(raw: string | null): unknown {
  try {
    return raw === null ? [] : JSON.parse(raw);
  } catch {
    return [];
  }
}

/** Restores the cart from local storage once mounted, and follows the changes other tabs make to it. */
export function useStoredCart() {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(cartRestoreRequested());
    const onStorage = (event: StorageEvent) => {
      if (event.key === CART_STORAGE_KEY || event.key === null) dispatch(cartRestored(parsed(event.key ? event.newValue : null)));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [dispatch]);
}
