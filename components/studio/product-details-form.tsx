import { checkProductForm, createProductBody, emptyProductForm, productFormOf, updateProductBody, type ProductFormValues } from '../../lib/product-form';
import { studioProductPath } from '../../lib/studio-routes';
import { useAppDispatch } from '../../redux/hooks';
import { ownProductSaved } from '../../redux/own-products/editor-slice';
import { ownProductsService } from '../../services/own-products.service';
import type { OwnProductDetail } from '../../types/product';
import LightForm from '../form/light-form';
import { useCheckedForm } from '../form/use-checked-form';
import FormActions from './form-actions';
import ProductFields from './product-fields';
import styles from './studio.module.css';
import { useDetailsSubmit } from './use-details-submit';

interface Props {
  /** The product to edit; none: a new one. */
  product?: OwnProductDetail;
  onDone: () => void;
}

/** A new product (a draft) or the changes to one. */
const saveProduct = (id: string | null, values: ProductFormValues) =>
  id ? ownProductsService.update(id, updateProductBody(values)) : ownProductsService.create(createProductBody(values));

/**
 * Studio > Products > New product, and the editor's "Edit details". A new product is a draft: the performer is taken
 * to its editor to add its pictures (and a digital one's file), then to publish it.
 */
export default function ProductDetailsForm({ product, onDone }: Props) {
  const dispatch = useAppDispatch();
  const idPrefix = product ? 'product-edit' : 'product';
  const { values, errors, set, passes } = useCheckedForm(() => (product ? productFormOf(product) : emptyProductForm), checkProductForm, idPrefix);
  const { submitting, error, onSubmit } = useDetailsSubmit({
    id: product?._id ?? null,
    values,
    passes,
    save: saveProduct,
    onSaved: (saved) => dispatch(ownProductSaved(saved)),
    onDone,
    said: {
      saved: (saved) => `${saved.name} is saved.`,
      made: (saved) => (saved.type === 'digital' ? `${saved.name} is made: add its pictures and its file.` : `${saved.name} is made: add its pictures.`),
    },
    editorPath: (saved) => studioProductPath(saved._id),
  });

  return (
    <LightForm id={idPrefix} noValidate onSubmit={(event) => void onSubmit(event)} data-testid="product-details-form">
      {error && (
        <p className={styles.formError} role="alert" data-testid="product-form-error">
          {error}
        </p>
      )}
      <ProductFields values={values} errors={errors} set={set} idPrefix={idPrefix} choosesType={!product} />
      <FormActions onCancel={onDone} submitLabel={product ? 'Save' : 'Make product'} submitting={submitting} submitTestId="product-details-save" />
    </LightForm>
  );
}
