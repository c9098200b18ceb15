import reducer, {
  cartCleared,
  cartItemsAdded,
  cartItemsRemoved,
  cartItemUpdated,
  cartRestored,
  initialCartState,
  type CartState,
} from '../../../../redux/cart/slice';
import { MAX_CART_LINES, MAX_LINE_QUANTITY } from '../../../../redux/cart/stored-cart';

const A = '00000000-0000-4000-8000-00000000000a';
const B = '00000000-0000-4000-8000-00000000000b';
const C = '00000000-0000-4000-8000-00000000000c';

const cart = (items: [string, number][]): CartState => ({
  items: items.map(([_id, quantity]) => ({ _id, quantity })),
  total: items.reduce((sum, [, q]) => sum + q, 0),
});

describe('cart', () => {
  it('starts empty', () => {
    expect(reducer(undefined, { type: '@@init' })).toEqual({ total: 0, items: [] });
  });

  describe('add', () => {
    it('appends the items, each with quantity 1, and raises the total by the number added', () => {
      const next = reducer(initialCartState, cartItemsAdded([{ _id: A }, { _id: B }]));
      expect(next).toEqual({
        total: 2,
        items: [
          { _id: A, quantity: 1 },
          { _id: B, quantity: 1 },
        ],
      });
    });

    it('appends only items not already present: the total rises by the new ones only', () => {
      const next = reducer(cart([[A, 3]]), cartItemsAdded([{ _id: A }, { _id: C }]));
      expect(next).toEqual({
        total: 4,
        items: [
          { _id: A, quantity: 3 },
          { _id: C, quantity: 1 },
        ],
      });
    });

    it('counts an id given twice in one add once', () => {
      expect(reducer(initialCartState, cartItemsAdded([{ _id: A }, { _id: A.toUpperCase() }]))).toEqual(cart([[A, 1]]));
    });

    it('ignores what is not a product id', () => {
      const next = reducer(initialCartState, cartItemsAdded([{ _id: 'tour-shirt' }, { _id: '' }, { _id: 42 as unknown as string }]));
      expect(next).toEqual(initialCartState);
    });

    it(`stops at ${MAX_CART_LINES} lines`, () => {
      const full = reducer(
        initialCartState,
        cartItemsAdded(Array.from({ length: MAX_CART_LINES }, (_, i) => ({ _id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}` }))),
      );
      expect(reducer(full, cartItemsAdded([{ _id: A }]))).toBe(full);
    });
  });

  describe('remove', () => {
    it('drops the lines and lowers the total by their quantities', () => {
      expect(
        reducer(
          cart([
            [A, 2],
            [B, 3],
            [C, 1],
          ]),
          cartItemsRemoved([B]),
        ),
      ).toEqual(
        cart([
          [A, 2],
          [C, 1],
        ]),
      );
    });

    it('changes nothing for an id not in the cart', () => {
      expect(reducer(cart([[A, 2]]), cartItemsRemoved([B]))).toEqual(cart([[A, 2]]));
    });
  });

  it('clear empties the cart', () => {
    expect(
      reducer(
        cart([
          [A, 2],
          [B, 1],
        ]),
        cartCleared(),
      ),
    ).toEqual({ total: 0, items: [] });
  });

  describe('update', () => {
    it('sets the quantity and recomputes the total as the sum of quantities', () => {
      expect(
        reducer(
          cart([
            [A, 1],
            [B, 1],
          ]),
          cartItemUpdated({ _id: B, quantity: 4 }),
        ),
      ).toEqual(
        cart([
          [A, 1],
          [B, 4],
        ]),
      );
    });

    it('defaults the quantity to 1', () => {
      expect(reducer(cart([[A, 5]]), cartItemUpdated({ _id: A }))).toEqual(cart([[A, 1]]));
    });

    it('recomputes a total that had drifted from the quantities', () => {
      expect(reducer({ total: 40, items: [{ _id: A, quantity: 2 }] }, cartItemUpdated({ _id: A, quantity: 2 })).total).toBe(2);
    });

    it.each([
      [0, 1],
      [-3, 1],
      [2.7, 2],
      [Number.NaN, 1],
      [Number.POSITIVE_INFINITY, 1],
      [1e9, MAX_LINE_QUANTITY],
    ])('repairs the quantity %p to %p', (asked, kept) => {
      expect(reducer(cart([[A, 1]]), cartItemUpdated({ _id: A, quantity: asked })).items[0].quantity).toBe(kept);
    });

    it('changes nothing for an id not in the cart', () => {
      const state = cart([[A, 2]]);
      expect(reducer(state, cartItemUpdated({ _id: B, quantity: 3 }))).toEqual(state);
    });
  });

  describe('restore (what local storage held)', () => {
    it('takes a well-formed list and recomputes the total', () => {
      expect(
        reducer(
          initialCartState,
          cartRestored([
            { _id: A, quantity: 2 },
            { _id: B, quantity: 1 },
          ]),
        ),
      ).toEqual(
        cart([
          [A, 2],
          [B, 1],
        ]),
      );
    });

    it.each([
      ['not a list (an object)', { items: [{ _id: A, quantity: 1 }], total: 1 }],
      ['not a list (a string)', 'cart'],
      ['not a list (a number)', 7],
      ['nothing', null],
      ['an empty list', []],
    ])('restores an empty cart from %s', (_what, stored) => {
      expect(reducer(cart([[C, 1]]), cartRestored(stored))).toEqual(initialCartState);
    });

    it('drops entries without a product id, keeps the rest', () => {
      const stored = [
        null,
        5,
        'x',
        [A],
        { quantity: 2 },
        { _id: 12, quantity: 1 },
        { _id: '../admin', quantity: 1 },
        { _id: 'tour-shirt', quantity: 1 },
        { _id: B, quantity: 2 },
      ];
      expect(reducer(initialCartState, cartRestored(stored))).toEqual(cart([[B, 2]]));
    });

    it('repairs quantities: missing, not a number, zero, negative, fractional, huge', () => {
      const ids = Array.from({ length: 7 }, (_, i) => `00000000-0000-4000-8000-00000000000${i}`);
      const quantities = [undefined, '3', 0, -4, 2.5, 1e12, { n: 1 }];
      const restored = reducer(initialCartState, cartRestored(ids.map((_id, i) => ({ _id, quantity: quantities[i] }))));
      expect(restored.items.map((item) => item.quantity)).toEqual([1, 1, 1, 1, 2, MAX_LINE_QUANTITY, 1]);
      expect(restored.total).toBe(1 + 1 + 1 + 1 + 2 + MAX_LINE_QUANTITY + 1);
    });

    it('keeps the first of duplicate lines (ids compared without case)', () => {
      expect(
        reducer(
          initialCartState,
          cartRestored([
            { _id: A, quantity: 2 },
            { _id: A.toUpperCase(), quantity: 5 },
            { _id: A, quantity: 9 },
          ]),
        ),
      ).toEqual(cart([[A, 2]]));
    });

    it(`keeps at most ${MAX_CART_LINES} lines`, () => {
      const stored = Array.from({ length: MAX_CART_LINES + 50 }, (_, i) => ({ _id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`, quantity: 1 }));
      const restored = reducer(initialCartState, cartRestored(stored));
      expect(restored.items).toHaveLength(MAX_CART_LINES);
      expect(restored.total).toBe(MAX_CART_LINES);
    });

    it('ignores a stored total and extra fields', () => {
      expect(reducer(initialCartState, cartRestored([{ _id: A, quantity: 1, price: 0, total: 500 }]))).toEqual(cart([[A, 1]]));
    });
  });
});
