import { StyleProvider } from '@ant-design/cssinjs';
import type { ReactNode } from 'react';

/**
 * Where antd's CSS-in-JS writes its `<style>` elements in the tests: an element outside the document. In jsdom
 * they only cost time: every role query asks `getComputedStyle` whether each element and its ancestors are
 * hidden, and jsdom then matches every rule of the document against them and copies each matching rule's
 * declarations. antd's theme rules (hundreds of `--ant-…` custom properties on every antd element) made up two
 * thirds of that work; they set only custom properties and no `display` or `visibility`, so no element's
 * hidden state changes without them. The tests load no stylesheet anyway (`css: false`).
 */
const offDocument = document.createElement('div');

export function AntStylesOffDocument({ children }: { children: ReactNode }) {
  return <StyleProvider container={offDocument}>{children}</StyleProvider>;
}
