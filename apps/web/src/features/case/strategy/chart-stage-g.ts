// The second of the chart library's chunks (apps/web/vite.config.ts, `chart-g`): the canvas scene graph.
export { Canvas } from '@antv/g-lite';
