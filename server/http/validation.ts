import type { FastifySchemaValidationError } from 'fastify/types/schema';
import type { Lang } from '../i18n/lang';
import { tCore } from '../i18n/core';

/** Turns JSON-schema failures into the platform's 422 message: field messages joined by ','. */
export function validationMessage(errors: FastifySchemaValidationError[], lang: Lang): string {
  const msgs = errors.map((e) => {
    const missing = (e.params as { missingProperty?: string } | undefined)?.missingProperty;
    if (missing) return tCore(lang, 'fieldRequired', { field: missing });
    const field = e.instancePath.replace(/^\//, '').replace(/\//g, '.') || 'body';
    return tCore(lang, 'fieldInvalid', { field });
  });
  return [...new Set(msgs)].join(',');
}
