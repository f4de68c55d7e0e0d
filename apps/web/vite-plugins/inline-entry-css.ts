import type { Plugin } from 'vite';

const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*? href="\/(assets\/[^"]+\.css)"[^>]*>/g;

/**
 * Writes the entry's stylesheet into index.html as a <style> instead of linking it: a linked one
 * held the first paint (the boot shell) for a request of its own, about 300 ms on Lighthouse's
 * slow 4G. It is a few KB; the file stays in the build for anything else that names it.
 */
export function inlineEntryCssPlugin(): Plugin {
  return {
    name: 'scoreline-inline-entry-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle;
        if (!bundle) return html;
        return html.replace(STYLESHEET_LINK, (_tag, file: string) => {
          const asset = bundle[file];
          if (asset?.type !== 'asset') throw new Error(`inline-entry-css: index.html links ${file}, which the build did not emit`);
          const css = typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
          if (/<\/style/i.test(css)) throw new Error(`inline-entry-css: ${file} contains </style and cannot be inlined`);
          return `<style>${css}</style>`;
        });
      },
    },
  };
}
