import { RequestMethod, SetMetadata } from '@nestjs/common';
import type { INestApplication, Type } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA, ROUTE_ARGS_METADATA } from '@nestjs/common/constants.js';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum.js';
import { ModulesContainer } from '@nestjs/core';
import { defaultMetadataStorage } from 'class-transformer/cjs/storage.js';
import { getMetadataStorage } from 'class-validator';
import type { ValidationMetadata } from 'class-validator/types/metadata/ValidationMetadata.js';

/** What one route's JSON body may be: checked on the bytes and the raw text before anything is built from them. */
export interface RouteBodyLimits {
  /** Bytes of the body as sent. */
  maxBytes: number;
  /** Elements of any one list in it: the largest list the route's DTO accepts (its ArrayMaxSize). */
  maxListItems: number;
  /** A form with no fields may be posted here (the sign-out page's button): an empty body of any type. */
  emptyForm?: boolean;
}

/** The server's own ceiling (Fastify's bodyLimit): the import of the largest case file is the one body near it. */
export const BODY_BYTES_CEILING = 1_048_576;

/** A route that reads no body (a POST that only acts): an empty object or nothing at all. */
export const NO_BODY: RouteBodyLimits = { maxBytes: 1024, maxListItems: 0 };

const BODY_LIMITS = 'parley:bodyLimits';
/**
 * A route whose body no DTO describes (a payment provider's webhook, whose signature is over the bytes) states
 * its own limits.
 */
export const BodyLimit = (limits: RouteBodyLimits) => SetMetadata(BODY_LIMITS, limits);

/**
 * Worst-case bytes of one character of text: a client may send any character as a \uXXXX escape (Python's
 * json.dumps does by default), so a text of the longest allowed length still fits.
 */
const BYTES_PER_CHARACTER = 6;
/** A number, true, false or null: 1e308 written out in full digits is refused by its rule, not by its size. */
const SCALAR_BYTES = 32;
/** An object or list a DTO passes on without describing it (the explorer's scenarios sent to the model). */
const UNDESCRIBED_BYTES = 16 * 1024;
/** The room for whitespace and the JSON punctuation between fields, on top of the sum. */
const SLACK = 1.25;

const validation = getMetadataStorage();

function rulesOf(dto: Type): ValidationMetadata[] {
  return validation.getTargetValidationMetadatas(dto, '', true, false);
}

function constraint(rules: ValidationMetadata[], name: string, each: boolean): number | undefined {
  const rule = rules.find((r) => r.name === name && Boolean(r.each) === each);
  return rule ? (rule.constraints[0] as number) : undefined;
}

/**
 * The largest body a DTO accepts, in bytes (every text at its longest, every list full), and the largest list
 * in it, read from the DTO's validation and type metadata: a new field or limit changes the route's bound
 * without a second table to keep in step.
 */
export function dtoBodyLimits(dto: Type, depth = 0): { bytes: number; listItems: number } {
  if (depth > 8) return { bytes: UNDESCRIBED_BYTES, listItems: 0 };
  const all = rulesOf(dto);
  let bytes = 2;
  let listItems = 0;
  for (const property of new Set(all.map((rule) => rule.propertyName))) {
    const rules = all.filter((rule) => rule.propertyName === property);
    const nested = defaultMetadataStorage.findTypeMetadata(dto, property)?.typeFunction() as Type | undefined;
    const names = new Set(rules.map((rule) => rule.name));
    let element: number;
    if (nested) {
      const inner = dtoBodyLimits(nested, depth + 1);
      element = inner.bytes;
      listItems = Math.max(listItems, inner.listItems);
    } else {
      const longest = constraint(rules, 'maxLength', true) ?? constraint(rules, 'maxLength', false);
      // A list's elements checked one by one (a rule for each, or a custom rule such as a list of ids) are
      // values of their own; a list or object passed on without a rule for its insides may hold anything.
      const checked = rules.some((rule) => rule.each || rule.type === 'customValidation');
      element =
        longest !== undefined
          ? 2 + longest * BYTES_PER_CHARACTER
          : !checked && (names.has('isObject') || names.has('isArray'))
            ? UNDESCRIBED_BYTES
            : SCALAR_BYTES;
    }
    const items = constraint(rules, 'arrayMaxSize', false);
    if (items !== undefined) listItems = Math.max(listItems, items);
    const value = items !== undefined ? 2 + items * (element + 1) : element;
    bytes += property.length + 4 + value;
  }
  return { bytes, listItems };
}

/** The limits of a body validated against `dto`; the server's ceiling at most. */
export function limitsOfDto(dto: Type): RouteBodyLimits {
  const { bytes, listItems } = dtoBodyLimits(dto);
  return {
    maxBytes: Math.min(
      BODY_BYTES_CEILING,
      Math.max(NO_BODY.maxBytes, Math.ceil((bytes * SLACK) / 1024) * 1024),
    ),
    maxListItems: listItems,
  };
}

const joinPaths = (...parts: string[]) =>
  '/' +
  parts
    .flatMap((part) => part.split('/'))
    .filter(Boolean)
    .join('/');

export interface BodyRoute {
  method: string;
  /** As the router holds it, with its parameters: `/api/cases/:id`. */
  path: string;
  /** The class its @Body() is validated against, when it reads one. */
  body?: Type;
  limits: RouteBodyLimits;
}

/**
 * Every route of the app's controllers with its body limits, read from Nest's own metadata: a route added later
 * is bounded without being named anywhere.
 */
export function apiRoutes(app: INestApplication, prefix = 'api'): BodyRoute[] {
  const routes: BodyRoute[] = [];
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as Type | null;
      if (!controller) continue;
      const base = (Reflect.getMetadata(PATH_METADATA, controller) as string | undefined) ?? '';
      const proto = controller.prototype as Record<string, unknown>;
      for (const name of Object.getOwnPropertyNames(proto)) {
        const handler = proto[name];
        if (name === 'constructor' || typeof handler !== 'function') continue;
        const path = Reflect.getMetadata(PATH_METADATA, handler) as string | string[] | undefined;
        const method = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
        if (path === undefined || method === undefined) continue;
        const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, name) ?? {}) as Record<
          string,
          { index: number }
        >;
        const bodyArg = Object.entries(args).find(
          ([key]) => key.split(':')[0] === String(RouteParamtypes.BODY),
        );
        const paramTypes = (Reflect.getMetadata('design:paramtypes', proto, name) ?? []) as Type[];
        const body = bodyArg ? paramTypes[bodyArg[1].index] : undefined;
        const stated = Reflect.getMetadata(BODY_LIMITS, handler) as RouteBodyLimits | undefined;
        const limits = stated ?? (body ? limitsOfDto(body) : NO_BODY);
        for (const one of Array.isArray(path) ? path : [path]) {
          routes.push({
            method: RequestMethod[method],
            path: joinPaths(prefix, base, one),
            ...(body ? { body } : {}),
            limits,
          });
        }
      }
    }
  }
  return routes;
}

/** `METHOD /path/:param` → its limits, for the body parser to look up by the matched route. */
export function bodyLimitsByRoute(app: INestApplication): Map<string, RouteBodyLimits> {
  return new Map(apiRoutes(app).map((route) => [`${route.method} ${route.path}`, route.limits]));
}
