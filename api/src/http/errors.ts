import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { NUL_MESSAGE, unstorableTextFields } from './text-input.js';

export type FieldErrors = Record<string, string>;

/** An answer the client caused; the error handler renders it as `{"error":{"message","fields"}}`. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly fields?: FieldErrors,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const INVALID_TOKEN_MESSAGE = 'Invalid or expired token';

export const badRequest = (message: string, fields?: FieldErrors) =>
  new HttpError(400, message, fields);
export const unauthorized = (message = INVALID_TOKEN_MESSAGE) => new HttpError(401, message);
export const forbidden = (message: string) => new HttpError(403, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);

/** A well-formed request that breaks a rule; the top-level message repeats the first field's reason for toasts. */
export function unprocessable(fields: FieldErrors, message?: string): HttpError {
  return new HttpError(422, message ?? Object.values(fields)[0] ?? 'Invalid input', fields);
}

export function tooManyRequests(retryAfterSeconds: number): HttpError {
  return new HttpError(429, 'Too many attempts. Please try again later.', undefined, {
    'retry-after': String(retryAfterSeconds),
  });
}

interface AjvError {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  message?: string;
  parentSchema?: { errorMessages?: Record<string, string> };
}

/** The keyword a route schema may carry to word its own messages: `{ errorMessages: { minLength: '...' } }`. */
export const ERROR_MESSAGES_KEYWORD = 'errorMessages';

function describeAjvError(error: AjvError): { field: string; message: string } {
  const path = error.instancePath.replace(/^\//, '').replaceAll('/', '.');
  if (error.keyword === 'required') {
    const missing = String(error.params.missingProperty);
    return { field: path ? `${path}.${missing}` : missing, message: 'This field is required.' };
  }
  const custom = error.parentSchema?.errorMessages?.[error.keyword];
  return { field: path || 'body', message: custom ?? defaultMessage(error) };
}

function defaultMessage({ keyword, params, message }: AjvError): string {
  switch (keyword) {
    case 'minLength':
      return params.limit === 1
        ? 'This field is required.'
        : `Must be at least ${params.limit} characters long.`;
    case 'maxLength':
      return `Must be at most ${params.limit} characters long.`;
    case 'format':
      return params.format === 'email'
        ? 'Must be a valid email address.'
        : `Must be a valid ${params.format}.`;
    case 'type':
      return `Must be a ${params.type}.`;
    case 'enum':
      return `Must be one of: ${(params.allowedValues as unknown[]).join(', ')}.`;
    case 'const':
      return `Must be ${JSON.stringify(params.allowedValue)}.`;
    case 'minimum':
    case 'maximum':
      return `Must be ${keyword === 'minimum' ? 'at least' : 'at most'} ${params.limit}.`;
    default:
      return message ? `${message[0]?.toUpperCase()}${message.slice(1)}.` : 'Is invalid.';
  }
}

/** Maps schema errors to one message per field (the first reason wins). */
export function fieldsFromValidation(errors: AjvError[]): FieldErrors {
  const fields: FieldErrors = {};
  for (const error of errors) {
    const { field, message } = describeAjvError(error);
    fields[field] ??= message;
  }
  return fields;
}

/**
 * The router's own refusals (a malformed escape, a path segment over the router's length limit) in
 * the one error shape; given to Fastify as `frameworkErrors`, since they never reach the handler below.
 */
export function renderFrameworkError(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
  const message =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? 'A part of this address is too long.'
      : 'This address is not valid.';
  void reply.code(status).send({ error: { message } });
}

/** One error shape for every answer, whatever raised it; nothing a client sends becomes a 500. */
export function installErrorHandling(app: FastifyInstance): void {
  // Before the schemas: text the database cannot store is refused (or mended) whatever the route.
  app.addHook('preValidation', async (request) => {
    const fields = unstorableTextFields(request);
    if (Object.keys(fields).length > 0) throw badRequest(NUL_MESSAGE, fields);
  });
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      if (error.headers) reply.headers(error.headers);
      return reply
        .code(error.statusCode)
        .send({ error: { message: error.message, fields: error.fields } });
    }
    if (error.validation) {
      const fields = fieldsFromValidation(error.validation as AjvError[]);
      const message = Object.values(fields)[0] ?? 'Invalid input';
      return reply.code(400).send({ error: { message, fields } });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ error: { message: error.message } });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply
      .code(500)
      .send({ error: { message: 'Something went wrong on our side. Please try again.' } });
  });

  app.setNotFoundHandler((request, reply) => {
    reply
      .code(404)
      .send({ error: { message: `Not found: ${request.method} ${request.url.split('?')[0]}` } });
  });
}
