import { configureStore } from '@reduxjs/toolkit';
import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import * as antd from 'antd';
import { Provider } from 'react-redux';
import { createBrowserRouter } from 'react-router-dom';
// The antd page, and beside it the rest of the stack the case page loads, evaluated but not drawn: the router,
// the store with RTK Query, and the antd components that the app's first load and the case screen import. Its
// code is close to the case page's in size, in two chunks: what the stack costs a page of Parley's code size
// before Parley draws anything of its own (docs/performance.md, "Sixth round").
import './antd.js';

const api = createApi({
  baseQuery: fetchBaseQuery({ baseUrl: '/api' }),
  endpoints: (build) => ({ item: build.query<unknown, void>({ query: () => 'item' }) }),
});
const store = configureStore({
  reducer: { [api.reducerPath]: api.reducer },
  middleware: (defaults) => defaults().concat(api.middleware),
});
(window as unknown as { __stack: unknown[] }).__stack = [
  createBrowserRouter,
  Provider,
  store,
  antd.Alert,
  antd.App,
  antd.Col,
  antd.Collapse,
  antd.Descriptions,
  antd.Dropdown,
  antd.Empty,
  antd.Form,
  antd.Input,
  antd.InputNumber,
  antd.Menu,
  antd.Modal,
  antd.Pagination,
  antd.Popconfirm,
  antd.Popover,
  antd.Result,
  antd.Row,
  antd.Segmented,
  antd.Select,
  antd.Skeleton,
  antd.Space,
  antd.Statistic,
  antd.Tooltip,
  antd.message,
  antd.notification,
];
