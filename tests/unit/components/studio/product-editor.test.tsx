import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FileUploadEvents } from '../../../../lib/uploads/file-upload';
import { startProductFileUpload } from '../../../../lib/uploads/product-file-upload';
import { notify } from '../../../../lib/notify';
import ProductEditorPage from '../../../../pages/performer/products/[id]';
import { ownProductsService } from '../../../../services/own-products.service';
import type { OwnProductDetail } from '../../../../types/product';
import { makeProduct } from '../../helpers/catalogue-fixtures';
import { performer } from '../../helpers/studio-fixtures';
import { visitPage } from '../../helpers/visit-page';

jest.mock('next/router', () => ({
  useRouter: () => ({ pathname: '/performer/products/[id]', asPath: '/performer/products/pr1', query: {}, push: jest.fn() }),
}));
jest.mock('../../../../lib/navigation', () => ({ navigate: jest.fn(), leaveSite: jest.fn() }));
jest.mock('../../../../services/own-products.service', () => ({
  ownProductsService: {
    search: jest.fn(),
    view: jest.fn(),
    create: jest.fn(),
    update: jest.fn(),
    publish: jest.fn(),
    addImage: jest.fn(),
    removeImage: jest.fn(),
    remove: jest.fn(),
  },
}));
jest.mock('../../../../services/category.service', () => ({ categoryService: { search: jest.fn(async () => []) } }));
jest.mock('../../../../services/settings.service', () => ({ settingsService: { getPublic: jest.fn(async () => ({ uploadMaxBytes: 1000 })) } }));
// The tus upload itself is tested against the real server (tests/api/product-studio.test.ts).
jest.mock('../../../../lib/uploads/product-file-upload', () => ({ startProductFileUpload: jest.fn() }));

const service = jest.mocked(ownProductsService);
const startUpload = jest.mocked(startProductFileUpload);

function makeDetail(overrides: Partial<OwnProductDetail> = {}): OwnProductDetail {
  return {
    ...makeProduct({ _id: 'pr1', name: 'Signed print', slug: 'signed-print-1a2b', price: 1999, stock: 12, image: null, images: [] }),
    stats: { views: 40, likes: 3, favourites: 0, comments: 1 },
    status: 'draft',
    publication: 'draft',
    publishedAt: null,
    salesCount: 0,
    revenue: 0,
    hasDigitalFile: false,
    ...overrides,
  } as OwnProductDetail;
}

const open = async (product: OwnProductDetail) => {
  service.view.mockResolvedValue(product);
  return visitPage(ProductEditorPage, { id: product._id }, { as: performer });
};

beforeEach(() => jest.clearAllMocks());

describe('/performer/products/[id]', () => {
  it('shows where the product stands and its figures; a physical one has no file to upload', async () => {
    await open(makeDetail());
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Signed print');
    expect(screen.getByTestId('product-publication')).toHaveTextContent('Draft');
    expect(screen.getByTestId('product-facts')).toHaveTextContent('Physical' + '$19.99' + '12 in stock' + '40 views' + '3 likes' + '1 comments' + '0 sales');
    expect(screen.getByRole('link', { name: 'Preview it' })).toHaveAttribute('href', '/products/signed-print-1a2b');
    expect(screen.queryByTestId('product-file')).not.toBeInTheDocument();
    expect(screen.getByTestId('studio-nav-products')).toHaveAttribute('aria-current', 'page');
  });

  it("says the server's refusal to publish as it is, then publishes", async () => {
    const error = jest.spyOn(notify, 'error');
    const draft = makeDetail({ type: 'digital', stock: null });
    service.publish.mockRejectedValueOnce({ statusCode: 409, error: 'Conflict', message: 'Upload the file buyers download first.' });
    await open(draft);
    const user = userEvent.setup();
    await user.click(screen.getByTestId('product-publish'));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Upload the file buyers download first.'));
    service.publish.mockResolvedValueOnce({ ...draft, status: 'active', publication: 'live' });
    await user.click(screen.getByTestId('product-publish'));
    await waitFor(() => expect(screen.getByTestId('product-publication')).toHaveTextContent('Live'));
    expect(service.publish).toHaveBeenLastCalledWith('pr1', true);
    error.mockRestore();
  });

  it('edits the details, an emptied stock becoming unlimited', async () => {
    const draft = makeDetail();
    service.update.mockImplementation(async (_id, body) => ({ ...draft, ...body }) as OwnProductDetail);
    await open(draft);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Edit details of Signed print' }));
    const form = await screen.findByTestId('product-details-form', {}, { timeout: 5000 });
    expect(within(form).queryByLabelText('Type')).not.toBeInTheDocument();
    await user.clear(within(form).getByLabelText('In stock'));
    await user.clear(within(form).getByLabelText('Price ($)'));
    await user.type(within(form).getByLabelText('Price ($)'), 'free');
    await user.click(within(form).getByTestId('product-details-save'));
    expect(form).toHaveTextContent('A price is an amount like 9.99.');
    expect(service.update).not.toHaveBeenCalled();
    await user.clear(within(form).getByLabelText('Price ($)'));
    await user.type(within(form).getByLabelText('Price ($)'), '24.50');
    await user.click(within(form).getByTestId('product-details-save'));
    await waitFor(() => expect(screen.queryByTestId('product-details-form')).not.toBeInTheDocument());
    expect(service.update).toHaveBeenCalledWith('pr1', {
      name: 'Signed print',
      description: 'Signed.',
      price: 2450,
      tags: [],
      categoryIds: [],
      stock: null,
      shippingNote: '',
    });
    expect(screen.getByTestId('product-facts')).toHaveTextContent('Unlimited stock');
  });

  it('adds a picture and removes one', async () => {
    const draft = makeDetail();
    const withPicture = { ...draft, image: '/p/1.webp', images: ['/p/1.webp'] };
    service.addImage.mockResolvedValue(withPicture);
    service.removeImage.mockResolvedValue(draft);
    await open(draft);
    const user = userEvent.setup();
    const picture = new File(['jpeg'], 'print.jpg', { type: 'image/jpeg' });
    await user.upload(screen.getByTestId('product-image-input'), picture);
    await waitFor(() => expect(screen.getAllByTestId('product-image')).toHaveLength(1));
    expect(service.addImage).toHaveBeenCalledWith('pr1', picture, expect.any(Function));
    await user.click(screen.getByRole('button', { name: 'Remove picture 1' }));
    await waitFor(() => expect(screen.queryByTestId('product-image')).not.toBeInTheDocument());
    expect(service.removeImage).toHaveBeenCalledWith('pr1', 0);
  });

  it("uploads a digital product's file with its progress, then shows the product as the server has it", async () => {
    const draft = makeDetail({ type: 'digital', stock: null });
    let events: FileUploadEvents | undefined;
    const handle = { pause: jest.fn(async () => undefined), resume: jest.fn() };
    startUpload.mockImplementation(async (_id, _file, given) => {
      events = given;
      return handle;
    });
    await open(draft);
    expect(screen.getByTestId('product-file-state')).toHaveTextContent('No file yet');
    const user = userEvent.setup();
    const tooBig = new File(['x'.repeat(1001)], 'big.zip');
    const error = jest.spyOn(notify, 'error');
    await user.upload(screen.getByTestId('product-file-input'), tooBig);
    await waitFor(() => expect(error).toHaveBeenCalledWith(expect.stringContaining('the site takes files up to')));
    expect(startUpload).not.toHaveBeenCalled();

    const pack = new File(['x'.repeat(400)], 'pack.zip');
    await user.upload(screen.getByTestId('product-file-input'), pack);
    await waitFor(() => expect(startUpload).toHaveBeenCalledWith('pr1', pack, expect.anything()));
    act(() => events!.onProgress(100, 400));
    expect(screen.getByTestId('product-file-progress')).toHaveAttribute('aria-valuenow', '25');
    await user.click(screen.getByTestId('product-file-pause'));
    expect(handle.pause).toHaveBeenCalled();
    await user.click(screen.getByTestId('product-file-resume'));
    expect(handle.resume).toHaveBeenCalled();

    service.view.mockResolvedValue({ ...draft, hasDigitalFile: true });
    act(() => events!.onSuccess());
    await waitFor(() => expect(screen.getByTestId('product-file-state')).toHaveTextContent('Uploading another replaces it'));
    expect(screen.getByTestId('product-facts')).toHaveTextContent('File uploaded');
    error.mockRestore();
  });

  it('says why the server refused the file, offering no resume', async () => {
    let events: FileUploadEvents | undefined;
    startUpload.mockImplementation(async (_id, _file, given) => {
      events = given;
      return { pause: jest.fn(async () => undefined), resume: jest.fn() };
    });
    await open(makeDetail({ type: 'digital', stock: null }));
    await userEvent.setup().upload(screen.getByTestId('product-file-input'), new File(['x'], 'a.zip'));
    await waitFor(() => expect(startUpload).toHaveBeenCalled());
    act(() => events!.onError('Only a digital product has a file to download: this one is physical.', true));
    expect(screen.getByTestId('product-file-problem')).toHaveTextContent('this one is physical');
    expect(screen.queryByTestId('product-file-resume')).not.toBeInTheDocument();
  });
});
