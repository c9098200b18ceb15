import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navigate } from '../../../../lib/navigation';
import ProductsPage from '../../../../pages/performer/products';
import { ownProductsService } from '../../../../services/own-products.service';
import type { OwnProductDetail } from '../../../../types/product';
import { makeProduct } from '../../helpers/catalogue-fixtures';
import { performer } from '../../helpers/studio-fixtures';
import { visitPage } from '../../helpers/visit-page';

jest.mock('next/router', () => ({ useRouter: () => ({ pathname: '/performer/products', asPath: '/performer/products', query: {}, push: jest.fn() }) }));
jest.mock('../../../../lib/navigation', () => ({ navigate: jest.fn(), leaveSite: jest.fn() }));
jest.mock('../../../../services/own-products.service', () => ({
  ownProductsService: { search: jest.fn(), view: jest.fn(), create: jest.fn(), update: jest.fn(), publish: jest.fn(), remove: jest.fn() },
}));
jest.mock('../../../../services/category.service', () => ({
  categoryService: { search: jest.fn(async (group: string) => [{ _id: `c-${group}`, name: `A ${group} category`, slug: group, group, description: null }]) },
}));

const service = jest.mocked(ownProductsService);

const detail = (overrides: Partial<OwnProductDetail>) =>
  ({
    ...makeProduct(overrides),
    status: 'draft',
    publication: 'draft',
    publishedAt: null,
    salesCount: 0,
    revenue: 0,
    hasDigitalFile: false,
  }) as OwnProductDetail;

beforeEach(() => {
  jest.clearAllMocks();
  service.search.mockResolvedValue({ data: [], total: 0 });
});

describe('/performer/products: "New product"', () => {
  const openForm = async () => {
    await userEvent.setup().click(screen.getByTestId('new-product'));
    return screen.findByTestId('product-details-form', {}, { timeout: 5000 });
  };

  it("checks the form by the server's rules, makes a physical draft and opens its editor", async () => {
    service.create.mockResolvedValue(detail({ _id: 'pr9', name: 'Tour mug' }));
    await visitPage(ProductsPage, {}, { as: performer });
    expect(screen.getByTestId('own-products-empty')).toHaveTextContent('make one with "New product"');
    const form = await openForm();
    const user = userEvent.setup();
    await user.type(within(form).getByLabelText('In stock'), 'many');
    await user.click(within(form).getByTestId('product-details-save'));
    expect(form).toHaveTextContent('Give the product a name.');
    expect(form).toHaveTextContent('Set a price.');
    expect(form).toHaveTextContent('Say how many are left as a whole number');
    expect(within(form).getByLabelText('Name')).toHaveFocus();
    expect(service.create).not.toHaveBeenCalled();

    await user.type(within(form).getByLabelText('Name'), 'Tour mug');
    await user.type(within(form).getByLabelText('Price ($)'), '12');
    await user.clear(within(form).getByLabelText('In stock'));
    await user.type(within(form).getByLabelText('In stock'), '25');
    await user.type(within(form).getByLabelText('Shipping'), 'EU only');
    await user.click(await within(form).findByLabelText('A product category'));
    await user.click(within(form).getByTestId('product-details-save'));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/performer/products/pr9'));
    expect(service.create).toHaveBeenCalledWith({
      type: 'physical',
      name: 'Tour mug',
      price: 1200,
      stock: 25,
      shippingNote: 'EU only',
      categoryIds: ['c-product'],
    });
  });

  it('makes a digital product without stock nor shipping', async () => {
    service.create.mockResolvedValue(detail({ _id: 'pr8', name: 'Photo pack', type: 'digital' }));
    await visitPage(ProductsPage, {}, { as: performer });
    const form = await openForm();
    const user = userEvent.setup();
    await user.selectOptions(within(form).getByLabelText('Type'), 'digital');
    expect(within(form).queryByLabelText('In stock')).not.toBeInTheDocument();
    expect(within(form).queryByLabelText('Shipping')).not.toBeInTheDocument();
    await user.type(within(form).getByLabelText('Name'), 'Photo pack');
    await user.type(within(form).getByLabelText('Price ($)'), '9.99');
    await user.click(within(form).getByTestId('product-details-save'));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/performer/products/pr8'));
    expect(service.create).toHaveBeenCalledWith({ type: 'digital', name: 'Photo pack', price: 999 });
  });
});
