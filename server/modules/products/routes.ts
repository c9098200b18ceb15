import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, ListEnvelope, list, ok } from '../../http/envelope';
import { areaScope } from '../performers/area';
import { IdOrSlugParams, OwnAssetSearchQuery } from '../catalogue/schemas';
import {
  OwnProductDetailSchema,
  OwnProductSchema,
  ProductDetailSchema,
  ProductSchema,
  ProductSearchQuery,
  DownloadLinkSchema,
  OwnedDownloadSchema,
} from './schemas';
import type { ProductsService } from './service';
import type { PurchasesService } from '../purchases/service';
import { currentSession } from '../auth/guard';
import type { AgeGate } from '../age-verification/gate';
import type { BoughtListings } from '../catalogue/bought-listings';
import { previewerOf } from '../catalogue/preview';

export const productsRoutes: FastifyPluginAsyncTypebox<{
  products: ProductsService;
  purchases: PurchasesService;
  ageGate: AgeGate;
  bought: BoughtListings;
}> = async (app, { products, purchases, ageGate, bought }) => {
  app.get(
    '/user/assets/products/:id/download-link',
    {
      schema: {
        operationId: 'getProductDownloadLink',
        summary: 'Get a download link for a bought digital product',
        params: IdOrSlugParams,
        response: { 200: Envelope(DownloadLinkSchema) },
      },
    },
    async (request) => ok(await products.downloadLink(request.params.id, { ...(await ageGate.viewer(request)), id: currentSession(request).user.id })),
  );

  app.get(
    '/user/downloads',
    { schema: { operationId: 'listMyDownloads', summary: "List the caller's digital products", response: { 200: ListEnvelope(OwnedDownloadSchema) } } },
    async (request) => {
      const owned = await products.downloads(await purchases.productsOf(currentSession(request).user.id));
      return list(owned, owned.length);
    },
  );

  app.get(
    '/user/assets/products/search',
    {
      // Shared for visitors; a signed-in caller's answer says which digital products they own (BoughtListings).
      config: { access: 'public', publicRead: 'anonymous' },
      schema: { operationId: 'searchProducts', summary: 'Search products', querystring: ProductSearchQuery, response: { 200: ListEnvelope(ProductSchema) } },
    },
    async (request) => {
      const { limit = 12, offset = 0, ...filters } = request.query;
      const load = () => products.search({ ...filters, limit, offset });
      const { data, total } = await bought.listing(request, 'product', load, (card) => card.type === 'digital');
      return list(data, total);
    },
  );

  app.get(
    '/user/assets/products/:id',
    {
      config: { access: 'public', publicRead: 'anonymous', ageGated: true },
      schema: { operationId: 'getProduct', summary: 'Read a product', params: IdOrSlugParams, response: { 200: Envelope(ProductDetailSchema) } },
    },
    async (request) => {
      return ok(await products.detail(request.params.id, await ageGate.viewer(request), previewerOf(request)));
    },
  );

  app.get(
    '/performer/assets/products/search',
    {
      schema: {
        operationId: 'searchOwnProducts',
        summary: "Search the performer's own products",
        querystring: OwnAssetSearchQuery,
        response: { 200: ListEnvelope(OwnProductSchema) },
      },
    },
    async (request) => {
      const { limit = 12, offset = 0, performerId, ...filters } = request.query;
      const { data, total } = await products.ownSearch(areaScope(request, performerId), { ...filters, limit, offset });
      return list(data, total);
    },
  );

  app.get(
    '/performer/assets/products/:id/view',
    {
      schema: {
        operationId: 'getOwnProduct',
        summary: "Read one of the performer's own products",
        params: IdOrSlugParams,
        response: { 200: Envelope(OwnProductDetailSchema) },
      },
    },
    async (request) => {
      return ok(await products.ownerView(request.params.id, areaScope(request)));
    },
  );
};
