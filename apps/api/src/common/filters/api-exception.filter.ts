import { Catch, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { ArgumentsHost, ExceptionFilter } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ErrorCode } from '@parley/contracts';
import type { ApiErrorBody } from '@parley/contracts';
import { ApiException } from '../exceptions/api.exception.js';
import { DATABASE_UNAVAILABLE_BODY, isDatabaseUnavailable } from '../exceptions/database-unavailable.js';
import { RequestAbandonedError } from '../exceptions/request-abandoned.error.js';
import { REQUEST_TIMEOUT_BODY } from '../request/request-context.js';

const CODE_BY_STATUS: Partial<Record<number, ErrorCode>> = {
  400: ErrorCode.ValidationFailed,
  401: ErrorCode.Unauthorized,
  403: ErrorCode.Forbidden,
  404: ErrorCode.NotFound,
  413: ErrorCode.PayloadTooLarge,
  415: ErrorCode.UnsupportedMediaType,
  429: ErrorCode.RateLimited,
};

function reasonPhrase(status: number): string {
  const name = HttpStatus[status];
  if (typeof name !== 'string') return 'Error';
  return name
    .toLowerCase()
    .split('_')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** Errors thrown by Fastify itself (bad JSON, body too large …) carry a statusCode and a FST_ code. */
function isFastifyError(e: unknown): e is { statusCode: number; message: string; code?: string } {
  return (
    typeof e === 'object' && e !== null && typeof (e as { statusCode?: unknown }).statusCode === 'number'
  );
}

/** Builds the one error body every API error uses (STYLE.md: {statusCode, error, message, code}). */
export function toErrorBody(exception: unknown): ApiErrorBody {
  if (exception instanceof ApiException) {
    const status = exception.getStatus();
    return {
      statusCode: status,
      error: reasonPhrase(status),
      message: exception.message,
      code: exception.code,
      ...(exception.fieldErrors ? { fieldErrors: exception.fieldErrors } : {}),
      ...(exception.accessReason !== undefined ? { reason: exception.accessReason } : {}),
      ...exception.extra,
    };
  }
  if (exception instanceof HttpException) {
    const status = exception.getStatus();
    const response = exception.getResponse();
    const raw =
      typeof response === 'object' && response !== null
        ? (response as { message?: unknown }).message
        : response;
    const message = Array.isArray(raw) ? raw.join('; ') : typeof raw === 'string' ? raw : exception.message;
    return {
      statusCode: status,
      error: reasonPhrase(status),
      message,
      code: CODE_BY_STATUS[status] ?? ErrorCode.InternalError,
    };
  }
  if (isFastifyError(exception) && exception.statusCode >= 400 && exception.statusCode < 500) {
    const status = exception.statusCode;
    const message =
      exception.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
        ? 'Send the body as application/json'
        : exception.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
          ? 'The request body is too large'
          : exception.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
            ? 'The JSON body is empty'
            : status === 400
              ? 'The request body is not valid JSON'
              : exception.message;
    return {
      statusCode: status,
      error: reasonPhrase(status),
      message,
      code: CODE_BY_STATUS[status] ?? ErrorCode.ValidationFailed,
    };
  }
  // An outage or a timeout is not a bug: the client is told to retry, with a code it can tell apart.
  if (isDatabaseUnavailable(exception)) return DATABASE_UNAVAILABLE_BODY;
  if (exception instanceof RequestAbandonedError) return REQUEST_TIMEOUT_BODY;
  return {
    statusCode: 500,
    error: 'Internal Server Error',
    message: 'Something went wrong on our side. Please try again.',
    code: ErrorCode.InternalError,
  };
}

@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('ApiExceptionFilter');

  catch(exception: unknown, host: ArgumentsHost): void {
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    const request = host.switchToHttp().getRequest<FastifyRequest>();
    const body = toErrorBody(exception);
    if (body.statusCode >= 500) {
      this.logger.error({ err: exception, reqId: request.id }, 'Unhandled error');
    }
    if (reply.sent) return;
    void reply.status(body.statusCode).header('cache-control', 'no-store').send(body);
  }
}
