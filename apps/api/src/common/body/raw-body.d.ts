declare module 'fastify' {
  interface FastifyRequest {
    /** The JSON body's bytes as sent (set by registerJsonBodies once the body has passed its checks). */
    rawBody?: Buffer;
  }
}

export {};
