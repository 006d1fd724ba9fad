import 'antd/dist/antd.css';
import { Button, Card, ConfigProvider, Flex, Layout, Tabs, Tag, Typography } from 'antd';
import { createElement, useLayoutEffect, useRef } from 'react';
import { createRoot } from 'react-dom/client';
import { drawChart, loadData, type FloorData } from './chart.js';

// React 19 and Ant Design 6 as the app uses them (zero-runtime theme, antd's stylesheet): a header, tabs and a
// card around the chart, a few of the components the case screen shows. Nothing of Parley's own.
const data = loadData();

function Chart({ data }: { data: FloorData }) {
  const ref = useRef<HTMLCanvasElement>(null);
  useLayoutEffect(() => drawChart(ref.current!, data), [data]);
  return createElement('canvas', { ref });
}

function Screen({ data }: { data: FloorData }) {
  const overview = createElement(
    Card,
    { title: 'Scenario Explorer', extra: createElement(Button, null, 'JSON') },
    createElement(
      Flex,
      { vertical: true, gap: 16 },
      createElement(Typography.Text, { strong: true }, 'Total: 1,000,000,000,000'),
      createElement(Chart, { data }),
    ),
  );
  return createElement(
    ConfigProvider,
    { theme: { zeroRuntime: true } as never },
    createElement(
      Layout,
      null,
      createElement(Layout.Header, null, createElement(Typography.Text, { strong: true }, 'Parley')),
      createElement(
        Layout.Content,
        null,
        createElement(
          Flex,
          { gap: 8, align: 'center' },
          createElement(Typography.Title, { level: 2 }, 'Case'),
          createElement(Tag, null, 'Open'),
          createElement(Button, { type: 'primary' }, 'Edit'),
        ),
        createElement(Tabs, {
          items: ['Overview', 'Issues', 'Smart Points', 'Strategy'].map((label, i) => ({
            key: String(i),
            label,
            children: i === 0 ? overview : null,
          })),
        }),
      ),
    ),
  );
}

const root = createRoot(document.getElementById('root')!);
void data.then((loaded) => root.render(createElement(Screen, { data: loaded })));
