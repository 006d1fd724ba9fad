import { ValidationPipe } from '@nestjs/common';
import type { ArgumentMetadata } from '@nestjs/common';
import type { ValidationError } from 'class-validator';
import { Messages } from '@parley/contracts';
import { ValidationApiException } from '../exceptions/api.exception.js';

/** Unknown fields named in an answer: a body with thousands of them gets a short answer, not a long one. */
const UNKNOWN_FIELDS_SHOWN = 3;

/**
 * field path → the first message for it; nested errors get dotted paths (options.0.name). At most
 * UNKNOWN_FIELDS_SHOWN unknown fields are named; `unknown.count` counts them all.
 */
export function collectFieldErrors(
  errors: ValidationError[],
  prefix = '',
  out: Record<string, string> = {},
  unknown = { count: 0 },
) {
  for (const error of errors) {
    const path = prefix ? `${prefix}.${error.property}` : error.property;
    const constraints = error.constraints ?? {};
    if (constraints['whitelistValidation']) {
      if (++unknown.count <= UNKNOWN_FIELDS_SHOWN) out[path] = Messages.unknownField(path);
    } else {
      const first = Object.values(constraints)[0];
      if (first !== undefined && out[path] === undefined) out[path] = first;
    }
    if (error.children?.length) collectFieldErrors(error.children, path, out, unknown);
  }
  return out;
}

/**
 * Leaves path parameters as the text they came as: ParseIdPipe accepts plain decimal digits only, and a
 * number made here first would let "0x10", "1e3" or "1 " through.
 */
class BodyValidationPipe extends ValidationPipe {
  override transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    return metadata.type === 'param' ? Promise.resolve(value) : super.transform(value, metadata);
  }
}

/** Whitelist and transform every body; unknown fields are an error, not silently dropped. */
export function createValidationPipe(): ValidationPipe {
  return new BodyValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    stopAtFirstError: true,
    exceptionFactory: (errors) => {
      const unknown = { count: 0 };
      const fieldErrors = collectFieldErrors(errors, '', {}, unknown);
      const hidden = unknown.count - UNKNOWN_FIELDS_SHOWN;
      const message =
        [...Object.values(fieldErrors), ...(hidden > 0 ? [`and ${hidden} more unknown fields`] : [])].join(
          '; ',
        ) || 'The request is not valid';
      return new ValidationApiException(message, fieldErrors);
    },
  });
}
