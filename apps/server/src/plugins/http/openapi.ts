import { APP_VERSION, callList, callPath, Status, type Access, type CallDef } from '@scoreline/contract';
import { z } from 'zod';

/** Builds the OpenAPI 3.1 document of every call from the contract (never written by hand). */
export function buildOpenApi(): Record<string, unknown> {
  const paths: Record<string, unknown> = {};
  for (const call of callList) paths[callPath(call)] = { post: operation(call) };
  return {
    openapi: '3.1.0',
    info: {
      title: 'Scoreline API',
      version: APP_VERSION,
      description: `Every call answers HTTP 200 with {status, msg, data}. Statuses: ${Object.entries(Status)
        .map(([name, code]) => `${code} ${name}`)
        .join(', ')}.`,
    },
    components: {
      securitySchemes: {
        loginToken: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        appToken: { type: 'apiKey', in: 'header', name: 'token-app' },
      },
    },
    paths,
  };
}

function operation(call: CallDef): Record<string, unknown> {
  const body =
    call.body === 'multipart'
      ? { 'multipart/form-data': { schema: { type: 'object', properties: { img: { type: 'string', format: 'binary' } }, required: ['img'] } } }
      : { 'application/json': { schema: jsonSchema(call.payload, 'input') } };
  return {
    operationId: `${call.module}.${call.name}`,
    summary: call.summary,
    tags: [call.module],
    'x-access': describeAccess(call.access),
    'x-rate-class': call.rate,
    security: call.access.kind === 'public' ? [{ appToken: [] }] : [{ appToken: [], loginToken: [] }],
    requestBody: { required: true, content: body },
    responses: {
      200: {
        description: 'The envelope; data is the reply when status is 0, null otherwise.',
        content: {
          'application/json': {
            schema: {
              type: 'object',
              required: ['status', 'msg', 'data'],
              properties: { status: { type: 'integer' }, msg: { type: 'string' }, data: { anyOf: [jsonSchema(call.reply, 'output'), { type: 'null' }] } },
            },
          },
        },
      },
    },
  };
}

function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): Record<string, unknown> {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as Record<string, unknown>;
  return rest;
}

function describeAccess(rule: Access): string {
  switch (rule.kind) {
    case 'role':
      return `role:${rule.role}`;
    case 'permission':
      return `permission:${rule.permission}`;
    default:
      return rule.kind;
  }
}
