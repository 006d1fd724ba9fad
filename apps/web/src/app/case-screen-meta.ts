/**
 * The name of the meta element in which the build lists the case screen's code (build/first-load-preload.ts
 * writes it, app/early-loads.ts reads it). A module of its own: the build's Node side imports it.
 */
export const CASE_SCREEN_META = 'parley-case-screen';
