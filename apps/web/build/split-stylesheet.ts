import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { outDirOf } from './out-dir';

/**
 * Splits a stylesheet into parts of about `target` characters, each ending where a top-level rule or at-rule
 * ends (braces inside strings and comments do not count). Concatenated in order, the parts are the sheet.
 */
export function splitCss(css: string, target: number): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < css.length; i++) {
    const c = css[i];
    if (c === '"' || c === "'") {
      for (i++; i < css.length && css[i] !== c; i++) if (css[i] === '\\') i++;
    } else if (c === '/' && css[i + 1] === '*') {
      const end = css.indexOf('*/', i + 2);
      i = end === -1 ? css.length : end + 1;
    } else if (c === '{') depth++;
    else if (c === '}' && --depth === 0 && i + 1 - start >= target) {
      parts.push(css.slice(start, i + 1));
      start = i + 1;
    }
  }
  if (start < css.length) parts.push(css.slice(start));
  return parts;
}

/**
 * The app's first stylesheet holds antd's pre-built styles (about 1 MB): parsed when it arrives, in one long
 * task before anything is drawn. Written as several stylesheets linked in
 * the same order (the cascade is unchanged), each is parsed in a task of its own. Runs on the written files,
 * before the precompress plugin's closeBundle compresses them.
 *
 * The chunks that a screen imports later name the entry's stylesheet among what they need first (Vite's
 * preload list), and Vite's loader adds a link to every stylesheet the document does not link yet: the whole
 * sheet, under its own name, would be fetched and parsed again, and every style on the page worked out anew,
 * before the screen's code could run. Those lists name one of the parts instead, which the document links.
 */
export function splitStylesheet(target = 160_000): Plugin {
  let outDir = 'dist';
  return {
    name: 'parley-split-stylesheet',
    apply: 'build',
    configResolved(config) {
      outDir = outDirOf(config);
    },
    writeBundle: {
      sequential: true,
      order: 'pre',
      async handler() {
        const htmlPath = join(outDir, 'index.html');
        let html = await readFile(htmlPath, 'utf8');
        // The same links in every page the build writes (index.html, case.html): each gets the same parts.
        const replaced = new Map<string, string>();
        const renamed = new Map<string, string>();
        const links = [
          ...html.matchAll(/<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/g),
        ];
        for (const [tag, file] of links) {
          const css = await readFile(join(outDir, file!), 'utf8');
          if (css.length <= target * 1.5) continue;
          const names: string[] = [];
          for (const part of splitCss(css, target)) {
            const hash = createHash('sha256').update(part).digest('base64url').slice(0, 8);
            const name = file!.replace(/\.css$/, `.${hash}.css`);
            await writeFile(join(outDir, name), part);
            names.push(name);
          }
          const replacement = names
            .map((name) => `<link rel="stylesheet" crossorigin href="/${name}">`)
            .join('\n    ');
          html = html.replace(tag, replacement);
          replaced.set(tag, replacement);
          renamed.set(file!, names[0]!);
        }
        await writeFile(htmlPath, html);
        const pages = (await readdir(outDir)).filter(
          (name) => name.endsWith('.html') && name !== 'index.html',
        );
        for (const page of pages) {
          let other = await readFile(join(outDir, page), 'utf8');
          for (const [tag, replacement] of replaced) other = other.replace(tag, replacement);
          await writeFile(join(outDir, page), other);
        }
        if (renamed.size === 0) return;
        const assets = join(outDir, 'assets');
        for (const chunk of (await readdir(assets)).filter((name) => name.endsWith('.js'))) {
          const code = await readFile(join(assets, chunk), 'utf8');
          let next = code;
          for (const [whole, part] of renamed) next = next.replaceAll(`"${whole}"`, `"${part}"`);
          if (next !== code) await writeFile(join(assets, chunk), next);
        }
      },
    },
  };
}
