import { startFileUpload, type FileUploadEvents, type FileUploadHandle } from './file-upload';

/** The tus endpoint of digital products' files (server/modules/products/file-uploads.ts). */
export const PRODUCT_FILE_UPLOADS_ENDPOINT = '/performer/uploads/product-files';

/** Sends `file` by tus as the file buyers of product `productId` download, going on from where this browser left it before. */
export const startProductFileUpload = (productId: string, file: File, events: FileUploadEvents): Promise<FileUploadHandle> =>
  startFileUpload({ endpoint: PRODUCT_FILE_UPLOADS_ENDPOINT, metadata: { productId }, rememberedAs: ['limelight-product-file', productId] }, file, events);
