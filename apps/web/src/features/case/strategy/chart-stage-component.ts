// The third of the chart library's chunks (apps/web/vite.config.ts, `chart-component`): axes and legends.
export { Axis } from '@antv/component';
