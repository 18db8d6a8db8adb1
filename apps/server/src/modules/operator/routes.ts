import { errorBodySchema, isStrongPassword } from '@seller/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest, notFound } from '../../lib/errors.ts';
import type { OperatorGate } from '../../plugins/operator.ts';
import type { AdminService } from '../admin/index.ts';

const paramsSchema = z.object({ loginId: z.string().min(1).max(100) });
const sellerStateSchema = z.object({ loginId: z.string(), disabled: z.boolean() });
const responses = {
  200: sellerStateSchema,
  400: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  429: errorBodySchema,
};

/**
 * Operator commands that must act while the server runs (the embedded database admits one process):
 * `npm run admin` sends them here when the server holds the data folder. Not seller calls: every one
 * needs X-OPERATOR-TOKEN equal to the server's OPERATOR_TOKEN; without that setting they are closed.
 */
export const operatorRoutes = (admin: AdminService, options: { operator: OperatorGate }): FastifyPluginAsyncZod =>
  async function (app) {
    app.addHook('onRequest', (request) => options.operator.assert(request, 'common.operatorOnly'));
    const common = {
      config: { operator: true, openapi: { security: 'operator' as const } },
      schema: { tags: ['operator'], params: paramsSchema, response: responses },
    };

    app.post(
      '/sw/o/v1/sellers/:loginId/disable',
      { ...common, schema: { ...common.schema, summary: 'Operator: disable a seller and end its sessions' } },
      async (request) => {
        if (!(await admin.setSellerDisabled(request.params.loginId, true))) throw notFound();
        return { loginId: request.params.loginId, disabled: true };
      },
    );

    app.post(
      '/sw/o/v1/sellers/:loginId/enable',
      { ...common, schema: { ...common.schema, summary: 'Operator: enable a seller again' } },
      async (request) => {
        if (!(await admin.setSellerDisabled(request.params.loginId, false))) throw notFound();
        return { loginId: request.params.loginId, disabled: false };
      },
    );

    app.post(
      '/sw/o/v1/sellers/:loginId/password',
      {
        ...common,
        schema: {
          ...common.schema,
          summary: "Operator: set a seller's password (JSON {password}) and end its sessions",
          body: z.object({ password: z.string().max(200) }),
        },
      },
      async (request) => {
        if (!isStrongPassword(request.body.password)) throw badRequest('password.weak');
        const state = await admin.resetPassword(request.params.loginId, request.body.password);
        if (!state) throw notFound();
        return { loginId: request.params.loginId, disabled: state.disabled };
      },
    );
  };
