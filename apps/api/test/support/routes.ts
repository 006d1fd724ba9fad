import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA, ROUTE_ARGS_METADATA } from '@nestjs/common/constants.js';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum.js';
import { ModulesContainer } from '@nestjs/core';
import type { INestApplication, Type } from '@nestjs/common';

export interface ApiRoute {
  method: string;
  /** As the router holds it, with its parameters: `/api/cases/:id`. */
  path: string;
  /** The class its @Body() is validated against, when it reads one. */
  body?: Type;
}

const joinPaths = (...parts: string[]) =>
  '/' +
  parts
    .flatMap((part) => part.split('/'))
    .filter(Boolean)
    .join('/');

/**
 * Every route of the app's controllers, read from Nest's own metadata, so that a test that walks them covers a
 * route added later without being told.
 */
export function apiRoutes(app: INestApplication, prefix = 'api'): ApiRoute[] {
  const routes: ApiRoute[] = [];
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
        for (const one of Array.isArray(path) ? path : [path]) {
          routes.push({
            method: RequestMethod[method],
            path: joinPaths(prefix, base, one),
            ...(body ? { body } : {}),
          });
        }
      }
    }
  }
  return routes;
}

/** The routes that change something: every method but GET, HEAD and OPTIONS. */
export const changesState = (route: ApiRoute) => !['GET', 'HEAD', 'OPTIONS'].includes(route.method);
