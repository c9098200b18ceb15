import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { Envelope, ok } from '../../http/envelope';
import { actorOf } from '../audit/actor';
import { currentSession, requireRole } from '../auth/guard';
import { AppliedCouponSchema, CouponCodeParams, CouponIdParams, CouponSchema, CreateCouponBody } from './schemas';
import type { CouponsService } from './service';

export const couponsRoutes: FastifyPluginAsyncTypebox<{ coupons: CouponsService }> = async (app, { coupons }) => {
  app.post(
    '/coupons/:code/apply-coupon',
    {
      schema: {
        operationId: 'applyCoupon',
        summary: 'Check a coupon code and read its discount',
        params: CouponCodeParams,
        response: { 200: Envelope(AppliedCouponSchema) },
      },
    },
    async (request) => ok(await coupons.apply(request.params.code, currentSession(request).user.id)),
  );

  const adminOnly = requireRole('admin');
  app.get(
    '/admin/coupons',
    { preHandler: adminOnly, schema: { operationId: 'listCoupons', summary: 'List coupons', response: { 200: Envelope(Type.Array(CouponSchema)) } } },
    async () => ok(await coupons.list()),
  );
  app.post(
    '/admin/coupons',
    {
      preHandler: adminOnly,
      schema: { operationId: 'createCoupon', summary: 'Create a coupon', body: CreateCouponBody, response: { 200: Envelope(CouponSchema) } },
    },
    async (request) => ok(await coupons.create(request.body, actorOf(request))),
  );
  app.post(
    '/admin/coupons/:id/deactivate',
    {
      preHandler: adminOnly,
      schema: { operationId: 'deactivateCoupon', summary: 'Deactivate a coupon', params: CouponIdParams, response: { 200: Envelope(CouponSchema) } },
    },
    async (request) => ok(await coupons.deactivate({ id: request.params.id }, actorOf(request))),
  );
};
