import { createElement, useLayoutEffect, useRef } from 'react';
import { createRoot } from 'react-dom/client';
import { drawChart, loadData, type FloorData } from './chart.js';

// React 19 alone: a heading and the chart's canvas, drawn in a layout effect.
const data = loadData();

function Chart({ data }: { data: FloorData }) {
  const ref = useRef<HTMLCanvasElement>(null);
  useLayoutEffect(() => drawChart(ref.current!, data), [data]);
  return createElement('canvas', { ref });
}

const root = createRoot(document.getElementById('root')!);
void data.then((loaded) =>
  root.render(
    createElement('main', null, createElement('h1', null, 'Case'), createElement(Chart, { data: loaded })),
  ),
);
