import { Injectable } from '@nestjs/common';
import type { CallHandler, ExecutionContext, NestInterceptor } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { catchError, type Observable } from 'rxjs';
import { ValidationApiException } from '../common/exceptions/api.exception.js';

export const NOT_A_CASE_FILE =
  "This file isn't a Parley case file. Export a case from Parley (Export JSON on the case screen) and import that file.";
export const OTHER_VERSION =
  'This case file comes from a version of Parley that this one cannot read. Export the case again from this version of Parley and import that file.';
const FIX = 'Correct it in the file, or export the case from Parley again and import that file.';

const NAME_SHOWN = 40;

/** The name at `path` of the body, quoted, when it has one. */
function nameAt(body: unknown, path: (string | number)[]): string {
  let node: unknown = body;
  for (const key of path) node = typeof node === 'object' && node !== null ? (node as never)[key] : undefined;
  const name = typeof node === 'object' && node !== null ? (node as { name?: unknown }).name : undefined;
  if (typeof name !== 'string' || name.trim() === '') return '';
  const trimmed = name.trim();
  return ` ("${trimmed.length > NAME_SHOWN ? `${trimmed.slice(0, NAME_SHOWN)}…` : trimmed}")`;
}

/** Where in the file a field is, in words: `issues.0.options.2.points.user` → issue 1 ("Rent"), option 3 ("Low"). */
export function placeOf(path: string, body: unknown): string {
  const parts = path.split('.');
  if (parts[0] === 'case') return 'the case';
  if (parts[0] === 'parties') return parts[1] === 'opponent' ? 'the other side' : 'your side';
  if (parts[0] === 'issues' && parts[1] !== undefined && /^\d+$/.test(parts[1])) {
    const issue = Number(parts[1]);
    let place = `issue ${issue + 1}${nameAt(body, ['issues', issue])}`;
    if (parts[2] === 'options' && parts[3] !== undefined && /^\d+$/.test(parts[3])) {
      const option = Number(parts[3]);
      place += `, option ${option + 1}${nameAt(body, ['issues', issue, 'options', option])}`;
    }
    return place;
  }
  return '';
}

/**
 * What a person reads when a case file is refused: what is wrong, in words, and how to fix it (the field
 * paths stay in `fieldErrors` for programs). A file of another kind or version says so; otherwise the first
 * problem is named with where it is.
 */
export function plainImportMessage(fieldErrors: Record<string, string>, body: unknown): string {
  const entries = Object.entries(fieldErrors);
  if (entries.length === 0 || 'format' in fieldErrors) return NOT_A_CASE_FILE;
  if ('version' in fieldErrors) return OTHER_VERSION;
  const unknown = entries.find(([, message]) => message.startsWith('Unknown field'));
  if (unknown) {
    return `This file holds something a Parley case file does not ("${unknown[0]}"): it may have been edited by hand or made by another program. Export the case from Parley again and import that file.`;
  }
  const [path, message] = entries[0]!;
  const place = placeOf(path, body);
  const more = entries.length > 1 ? ` (and ${entries.length - 1} more)` : '';
  const problem = message.replace(/\.$/, '');
  return `This case file cannot be imported: ${place ? `${place}: ` : ''}${problem}${more}. ${FIX}`;
}

/** Rewrites a refused import's message in plain words; the status, code and fieldErrors stay. */
@Injectable()
export class PlainImportErrorsInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const body = context.switchToHttp().getRequest<FastifyRequest>().body;
    return next.handle().pipe(
      catchError((error: unknown) => {
        if (!(error instanceof ValidationApiException)) throw error;
        const fieldErrors = error.fieldErrors ?? {};
        throw new ValidationApiException(plainImportMessage(fieldErrors, body), fieldErrors);
      }),
    );
  }
}
