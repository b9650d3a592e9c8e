// JSON errors: { message } with the status DESIGN.md section 7 names.
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable, unavailableReason } from '../db/open.ts';

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export const DATABASE_UNAVAILABLE_MESSAGE =
  'The database is unavailable right now. Please try again in a moment.';

export const notFound = (what = 'Not found') => new HttpError(404, what);

interface ValidationIssue {
  instancePath?: string;
  message?: string;
  params?: { issue?: { path?: PropertyKey[] } };
}

/** "tripDetails.arrivalTime": where an issue is, from zod's path or, for a check on an object, the JSON pointer. */
function issuePath(issue: ValidationIssue): string {
  const zodPath = issue.params?.issue?.path;
  return (zodPath?.length ? zodPath : (issue.instancePath?.split('/').filter(Boolean) ?? [])).join('.');
}

/** "travelers: At least 1 traveler is required." from the first validation issue. */
function describeValidation(issues: ValidationIssue[], context: string): string {
  const first = issues[0];
  if (!first) return 'Invalid request.';
  const where = issuePath(first) || (context === 'body' ? 'body' : context);
  return `${where}: ${first.message ?? 'is invalid'}`;
}

export function installErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (err instanceof HttpError) {
      if (err.statusCode === 429 && err.extra.retryAfter)
        reply.header('Retry-After', String(err.extra.retryAfter));
      return reply.code(err.statusCode).send({ message: err.message, ...err.extra });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const issues = err.validation as unknown as ValidationIssue[];
      return reply.code(400).send({
        message: describeValidation(issues, err.validationContext ?? 'body'),
        issues: issues.map((i) => ({
          path: issuePath(i),
          message: i.message,
        })),
      });
    }
    if (isResponseSerializationError(err)) {
      req.log.error({ err }, 'response did not match its schema');
      return reply.code(500).send({ message: 'Internal server error' });
    }
    if (isDatabaseUnavailable(err)) {
      // The reason alone: the failed query's parameters can hold user data.
      req.log.warn({ reason: unavailableReason(err) }, 'database unavailable');
      return reply.code(503).header('Retry-After', '5').send({ message: DATABASE_UNAVAILABLE_MESSAGE });
    }
    switch (err.code) {
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        return reply.code(413).send({ message: 'The request body is too large.' });
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
        return reply.code(400).send({ message: 'The request body is not valid JSON.' });
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return reply.code(415).send({ message: 'Send the body as JSON (Content-Type: application/json).' });
    }
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      return reply.code(err.statusCode).send({ message: err.message });
    }
    req.log.error({ err }, 'unhandled error');
    return reply.code(500).send({ message: 'Internal server error' });
  });
}
