import ProductEditor from '../../../components/studio/product-editor';
import { createStudioEditorPage } from '../../../components/studio/studio-editor-page';
import { loadOwnProduct } from '../../../redux/studio-loaders';

/** /performer/products/[id]: the product editor (details, publication, pictures, a digital product's file), for its owner. */
export default createStudioEditorPage({
  section: 'products',
  noun: 'product',
  backLabel: 'Your products',
  select: (s) => s.ownProduct,
  load: loadOwnProduct,
  Editor: ({ item }) => <ProductEditor product={item} />,
});
