import {
  errorBodySchema,
  invitationAcceptBodySchema,
  invitationBodySchema,
  invitationInfoSchema,
  invitationSchema,
  roleBodySchema,
  staffListSchema,
  staffParamsSchema,
  staffRemovedSchema,
  staffStateSchema,
} from '@seller/domain';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fail } from '../../lib/errors.ts';
import { principalOf } from '../../plugins/auth.ts';
import type { OperatorGate } from '../../plugins/operator.ts';
import { assertCleanText } from '../../plugins/text-guard.ts';
import { OPERATOR } from '../activity-log/index.ts';
import type { StaffService } from './service.ts';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};
const codeParamsSchema = z.object({ code: z.string().min(1).max(100) });
const marketParamsSchema = z.object({ marketId: z.number().int().positive() });
const marketStaffParamsSchema = marketParamsSchema.extend(staffParamsSchema.shape);

/**
 * The owner's staff calls (`staff.manage`), the invited person's accept calls (public, by code), and
 * the same staff calls for any market under the operator's token.
 */
export const staffRoutes = (staff: StaffService, options: { operator: OperatorGate }): FastifyPluginAsyncZod =>
  async function (app) {
    const actorOf = (request: Parameters<typeof principalOf>[0]) => {
      const p = principalOf(request);
      return { actor: { sellerId: p.sellerId }, marketId: p.marketId };
    };
    const manage = { right: 'staff.manage' as const };

    app.get(
      '/sw/a/v1/staff',
      {
        config: manage,
        schema: {
          tags: ['staff'],
          summary: "The market's people: owner first, then staff by when they were added",
          response: { 200: staffListSchema, ...errors },
        },
      },
      async (request) => staff.list(principalOf(request).marketId),
    );

    app.post(
      '/sw/a/v1/staff/invitations',
      {
        config: { ...manage, form: true },
        schema: {
          tags: ['staff'],
          summary: 'Invite a staff member: name, login id and role; answers a one-time code and link valid 72 hours',
          body: invitationBodySchema,
          response: { 201: invitationSchema, ...errors },
        },
      },
      async (request, reply) => {
        assertCleanText(request.body.name);
        const { actor, marketId } = actorOf(request);
        return reply.status(201).send(await staff.invite(actor, marketId, request.body));
      },
    );

    app.post(
      '/sw/a/v1/staff/:loginId/invitation',
      {
        config: manage,
        schema: {
          tags: ['staff'],
          summary: 'A new invitation code for a staff member who has not accepted (the old code stops working)',
          params: staffParamsSchema,
          response: { 200: invitationSchema, ...errors },
        },
      },
      async (request) => {
        const { actor, marketId } = actorOf(request);
        return staff.reinvite(actor, marketId, request.params.loginId);
      },
    );

    app.put(
      '/sw/a/v1/staff/:loginId/role',
      {
        config: { ...manage, form: true },
        schema: {
          tags: ['staff'],
          summary: "Change a staff member's role (not the owner's; ownership is handed over)",
          params: staffParamsSchema,
          body: roleBodySchema,
          response: { 200: staffStateSchema, ...errors },
        },
      },
      async (request) => {
        const { actor, marketId } = actorOf(request);
        return staff.setRole(actor, marketId, request.params.loginId, request.body.role);
      },
    );

    for (const [action, disabled] of [
      ['disable', true],
      ['enable', false],
    ] as const) {
      app.post(
        `/sw/a/v1/staff/:loginId/${action}`,
        {
          config: manage,
          schema: {
            tags: ['staff'],
            summary: disabled
              ? 'Disable a staff member: every session of theirs ends at once, sign-in is refused'
              : 'Enable a disabled staff member again',
            params: staffParamsSchema,
            response: { 200: staffStateSchema, ...errors },
          },
        },
        async (request) => {
          const { actor, marketId } = actorOf(request);
          return staff.setDisabled(actor, marketId, request.params.loginId, disabled);
        },
      );
    }

    app.delete(
      '/sw/a/v1/staff/:loginId',
      {
        config: manage,
        schema: {
          tags: ['staff'],
          summary: 'Remove a staff member (the activity log keeps their name)',
          params: staffParamsSchema,
          response: { 200: staffRemovedSchema, ...errors },
        },
      },
      async (request) => {
        const { actor, marketId } = actorOf(request);
        return staff.remove(actor, marketId, request.params.loginId);
      },
    );

    app.post(
      '/sw/a/v1/staff/:loginId/ownership',
      {
        config: manage,
        schema: {
          tags: ['staff'],
          summary: 'Hand ownership over to an active staff member; the owner becomes 운영 매니저',
          params: staffParamsSchema,
          response: { 200: staffStateSchema, ...errors },
        },
      },
      async (request) => {
        const { actor, marketId } = actorOf(request);
        return staff.handOver(actor, marketId, request.params.loginId);
      },
    );

    app.get(
      '/sw/a/v1/invitations/:code',
      {
        config: { public: true },
        schema: {
          tags: ['staff'],
          summary: 'Public: whom an invitation is for (404 unknown or used, 410 expired)',
          params: codeParamsSchema,
          response: { 200: invitationInfoSchema, 404: errorBodySchema, 410: errorBodySchema },
        },
      },
      async (request) => staff.invitationInfo(request.params.code),
    );

    app.post(
      '/sw/a/v1/invitations/:code/accept',
      {
        config: { public: true, form: true },
        schema: {
          tags: ['staff'],
          summary: 'Public: accept an invitation by setting a password (works once); then sign in',
          params: codeParamsSchema,
          body: invitationAcceptBodySchema,
          response: {
            200: z.object({ loginId: z.string() }),
            400: errorBodySchema,
            404: errorBodySchema,
            410: errorBodySchema,
          },
        },
      },
      async (request) => staff.accept(request.params.code, request.body.password),
    );

    // The operator: the same for any market.
    await app.register(async (scope) => {
      const operatorScope = scope.withTypeProvider<ZodTypeProvider>();
      operatorScope.addHook('onRequest', (request) => options.operator.assert(request, 'common.operatorOnly'));
      const operator = { operator: true, openapi: { security: 'operator' as const } };
      const opErrors = { ...errors, 429: errorBodySchema };

      operatorScope.get(
        '/sw/o/v1/markets/:marketId/staff',
        {
          config: operator,
          schema: {
            tags: ['operator'],
            summary: "Operator: a market's people",
            params: marketParamsSchema,
            response: { 200: staffListSchema, ...opErrors },
          },
        },
        async (request) => staff.list(request.params.marketId),
      );

      operatorScope.post(
        '/sw/o/v1/markets/:marketId/staff/invitations',
        {
          config: operator,
          schema: {
            tags: ['operator'],
            summary: 'Operator: invite a staff member to a market (JSON {name, loginId, role})',
            params: marketParamsSchema,
            body: invitationBodySchema,
            response: { 201: invitationSchema, ...opErrors },
          },
        },
        async (request, reply) =>
          reply.status(201).send(await staff.invite(OPERATOR, request.params.marketId, request.body)),
      );

      operatorScope.put(
        '/sw/o/v1/markets/:marketId/staff/:loginId/role',
        {
          config: operator,
          schema: {
            tags: ['operator'],
            summary: "Operator: change a staff member's role (JSON {role})",
            params: marketStaffParamsSchema,
            body: roleBodySchema,
            response: { 200: staffStateSchema, ...opErrors },
          },
        },
        async (request) => staff.setRole(OPERATOR, request.params.marketId, request.params.loginId, request.body.role),
      );

      operatorScope.delete(
        '/sw/o/v1/markets/:marketId/staff/:loginId',
        {
          config: operator,
          schema: {
            tags: ['operator'],
            summary: 'Operator: remove a staff member',
            params: marketStaffParamsSchema,
            response: { 200: staffRemovedSchema, ...opErrors },
          },
        },
        async (request) => staff.remove(OPERATOR, request.params.marketId, request.params.loginId),
      );

      operatorScope.post(
        '/sw/o/v1/markets/:marketId/staff/:loginId/ownership',
        {
          config: operator,
          schema: {
            tags: ['operator'],
            summary: "Operator: hand a market's ownership to one of its active staff",
            params: marketStaffParamsSchema,
            response: { 200: staffStateSchema, ...opErrors },
          },
        },
        async (request) => staff.handOver(OPERATOR, request.params.marketId, request.params.loginId),
      );

      operatorScope.post(
        '/sw/o/v1/sellers/:loginId/second-step/reset',
        {
          config: operator,
          schema: {
            tags: ['operator'],
            summary:
              "Operator: turn a seller's two-step sign-in off (logged); its sessions end and it sets it up again",
            params: staffParamsSchema,
            response: { 200: z.object({ loginId: z.string(), secondStep: z.boolean() }), ...opErrors },
          },
        },
        async (request) => {
          const done = await staff.resetSecondStep(OPERATOR, request.params.loginId);
          if (!done) throw fail(404, 'NOT_FOUND', 'staff.notFound');
          return done;
        },
      );
    });
  };
