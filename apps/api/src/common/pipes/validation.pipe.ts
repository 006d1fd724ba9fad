import { ValidationPipe } from '@nestjs/common';
import type { ValidationError } from 'class-validator';
import { Messages } from '@parley/contracts';
import { ValidationApiException } from '../exceptions/api.exception.js';

/** field path → the first message for it; nested errors get dotted paths (options.0.name). */
export function collectFieldErrors(errors: ValidationError[], prefix = '', out: Record<string, string> = {}) {
  for (const error of errors) {
    const path = prefix ? `${prefix}.${error.property}` : error.property;
    const constraints = error.constraints ?? {};
    if (constraints['whitelistValidation']) {
      out[path] = Messages.unknownField(path);
    } else {
      const first = Object.values(constraints)[0];
      if (first !== undefined && out[path] === undefined) out[path] = first;
    }
    if (error.children?.length) collectFieldErrors(error.children, path, out);
  }
  return out;
}

/** Whitelist and transform every body; unknown fields are an error, not silently dropped. */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    stopAtFirstError: true,
    exceptionFactory: (errors) => {
      const fieldErrors = collectFieldErrors(errors);
      const message = Object.values(fieldErrors).join('; ') || 'The request is not valid';
      return new ValidationApiException(message, fieldErrors);
    },
  });
}
