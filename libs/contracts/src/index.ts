export * from './errors.js';
export * from './messages.js';
export * from './limits.js';
export * from './auth/user.response.js';
export * from './cases/case.enums.js';
export * from './cases/case.response.js';
export * from './cases/create-case.request.js';
export * from './health/health.response.js';
