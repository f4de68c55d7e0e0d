import type { Plugin, Rollup } from 'vite';

/**
 * Names the start page's scripts in index.html as `<link rel=modulepreload>`, so the browser's
 * preload scanner fetches them while it parses the page. Otherwise Vite's loader inserts those
 * links by script when the router first asks for the page: in a trace at 4× CPU the 25
 * insertions were about 60 ms of one task after the first paint (Lighthouse's blocking time),
 * and the fetches started a second later. The loader skips a file already linked, so nothing is
 * fetched twice. Only scripts: a linked stylesheet would hold the first paint; the loader still
 * adds the page's few stylesheets itself.
 */
export function startPagePreloadPlugin(startChunkName: string): Plugin {
  return {
    name: 'scoreline-start-page-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle;
        if (!bundle) return html;
        const start = Object.values(bundle).find((file) => file.type === 'chunk' && file.name === startChunkName);
        if (start?.type !== 'chunk') throw new Error(`start-page-preload: the build has no chunk named ${startChunkName}`);
        const linked = new Set([...html.matchAll(/<link rel="modulepreload"[^>]*? href="\/([^"]+)"/g)].map((m) => m[1]));
        // The entry itself is loaded by its <script>, its static imports by Vite's own links.
        const entry = context.chunk?.fileName;
        const files = staticClosure(bundle, start.fileName).filter((file) => file !== entry && !linked.has(file));
        const tags = files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('\n    ');
        if (!html.includes('</head>')) throw new Error('start-page-preload: index.html has no </head>');
        return html.replace('</head>', `  ${tags}\n  </head>`);
      },
    },
  };
}

/** A chunk and every chunk it imports statically, directly or not, the chunk first. */
function staticClosure(bundle: Rollup.OutputBundle, fileName: string): string[] {
  const seen = new Set<string>();
  const visit = (name: string) => {
    if (seen.has(name)) return;
    seen.add(name);
    const chunk = bundle[name];
    if (chunk?.type === 'chunk') chunk.imports.forEach(visit);
  };
  visit(fileName);
  return [...seen];
}
