// The fourth of the chart library's chunks (apps/web/vite.config.ts, `chart-g2`): G2 and its scales.
export { Runtime } from '@antv/g2';
