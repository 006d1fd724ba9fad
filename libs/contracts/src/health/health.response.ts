/** GET /api/health */
export interface HealthResponse {
  /** 'degraded' only when the database does not answer (the answer is then 503). */
  status: 'ok' | 'degraded';
  database: 'up' | 'down';
  embeddedDatabase: boolean;
  /**
   * The longest the process's event loop was held up in the last few seconds, in ms: a busy instance, which
   * still answers, rather than a broken one (issue 33).
   */
  eventLoopDelayMs: number;
}
