// Bundles the server and the workspace packages it imports into dist/server.js; npm
// dependencies stay external and load from node_modules.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/server.ts'],
  outfile: 'dist/server.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  packages: 'external',
  // Workspace packages export TypeScript source, so they must be bundled, not left external.
  alias: {
    '@scoreline/contract': '../../packages/contract/src/index.ts',
    '@scoreline/lottery': '../../packages/lottery/src/index.ts',
    '@scoreline/predict': '../../packages/predict/src/index.ts',
  },
  logLevel: 'warning',
});
