// Checkout's discount arithmetic lives in lib/discount.ts, the one module the cart's preview imports too.
export { discountOf, spreadDiscount } from '../../../lib/discount';
