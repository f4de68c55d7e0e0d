import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * One win/loss colour convention: every rule that colours a result (won, lost, hit, W/L form,
 * a team's outcome) takes it from the variables in global.css, so no screen paints a win green
 * while another paints it red.
 */

const here = dirname(fileURLToPath(import.meta.url));
const features = join(here, '..', 'features');
/** Reds and greens written out (or the brand red) instead of --sl-win / --sl-loss; greys stay free. */
const REDS_AND_GREENS = /#(cb3131|e23b3b|27ae60|1a9a4b|2a9d3a|1a8a3a)\b|--sl-brand/i;
const RESULT_CLASS = /\.(win|loss|won|lost|hit|pillW|pillD|pillL|form_[WDL]|outcome_[WL]|priceWon)\b/;

function cssFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? cssFiles(join(dir, e.name)) : e.name.endsWith('.css') ? [join(dir, e.name)] : []));
}

describe('result colours', () => {
  it('are defined once: red wins and green losses in Chinese, the other way in English', () => {
    const global = readFileSync(join(here, 'global.css'), 'utf8');
    expect(global).toMatch(/:root \{[^}]*--sl-win: #cb3131;[^}]*--sl-loss: #1a9a4b;/);
    expect(global).toMatch(/:root:lang\(en\) \{[^}]*--sl-win: #1a9a4b;[^}]*--sl-loss: #cb3131;/);
  });

  it('come from those variables in every feature stylesheet', () => {
    const offenders: string[] = [];
    for (const file of cssFiles(features)) {
      for (const [, selector = '', body = ''] of readFileSync(file, 'utf8').matchAll(/([^{}]+)\{([^}]*)\}/g)) {
        if (!RESULT_CLASS.test(selector)) continue;
        for (const [decl] of body.matchAll(/(?:^|;)\s*(?:color|background)\s*:[^;]*/g)) {
          if (REDS_AND_GREENS.test(decl)) offenders.push(`${file.slice(features.length)} ${selector.trim()}: ${decl.trim()}`);
        }
      }
    }
    expect(offenders).toEqual([]);
  });
});
