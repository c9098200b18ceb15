import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { routeAccess, type RouteAccess } from '../modules/auth/access';
import { ErrorSchema } from './envelope';

const VERSION = '1';

const DESCRIPTION = [
  'The Limelight API. Every answer is an envelope: `{"status":0,"data":…}`; lists `{"status":0,"data":{"data":[…],"total":N}}`.',
  'Errors carry the HTTP status and `{"statusCode","error","message","code"?,"details"?}`.',
  'Send the token from `POST /api/auth/login` as `Authorization: Bearer <token>`.',
].join('\n\n');

function accessText(access: RouteAccess): string {
  if (access.kind === 'public') return 'Anyone may call this.';
  if (access.kind === 'signed-in') return 'Needs a signed-in user.';
  return `Needs a signed-in user with the role ${access.roles.join(' or ')}.`;
}

/** What the document says of one route, beyond its own schema: who may call it, its error answer, its group. */
function describeRoute({ schema, url, route }: { schema: RouteOptions['schema']; url: string; route: RouteOptions }) {
  const access = routeAccess(route);
  const own = (schema ?? {}) as Record<string, unknown>;
  const response = { ...((own.response as object) ?? {}), default: { ...ErrorSchema, description: 'Refused or failed: the error body' } };
  const tag = url.split('/')[2] ?? 'api';
  const field = route.config?.uploadField;
  const upload = field
    ? { consumes: ['multipart/form-data'], body: { type: 'object', required: [field], properties: { [field]: { type: 'string', format: 'binary' } } } }
    : {};
  return {
    url,
    schema: {
      ...own,
      ...upload,
      tags: (own.tags as string[]) ?? [tag],
      description: [own.description, accessText(access)].filter(Boolean).join('\n\n'),
      response,
      ...(access.kind === 'public' ? {} : { security: [{ bearer: [] }] }),
    },
  };
}

/**
 * The API as an OpenAPI 3 document made from the routes' own schemas (GET /api/openapi.json) and a reference
 * page over it (/api/docs). Registered before the routes, so it sees every one of them.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: { title: 'Limelight API', version: VERSION, description: DESCRIPTION },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', description: 'The token from POST /api/auth/login' } } },
    },
    transform: describeRoute as never,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', uiConfig: { docExpansion: 'list', deepLinking: true } });
}

/** GET /api/openapi.json, inside the /api scope. */
export function openApiRoute(api: FastifyInstance): void {
  api.get('/openapi.json', { schema: { hide: true }, config: { access: 'public', publicRead: 'everyone' } }, async () => api.swagger());
}
