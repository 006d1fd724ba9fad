// The first of the chart library's chunks (apps/web/vite.config.ts, `chart-util`): helpers and matrices.
export { isNil } from '@antv/util';
