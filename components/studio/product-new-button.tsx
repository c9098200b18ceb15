import NewItemButton from './new-item-button';
import ProductDetailsForm from './product-details-form';

/** Studio > Products: "New product", opening its form. */
export default function ProductNewButton() {
  return (
    <NewItemButton label="New product" data-testid="new-product">
      {(close) => <ProductDetailsForm onDone={close} />}
    </NewItemButton>
  );
}
