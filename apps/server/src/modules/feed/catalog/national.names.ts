import type { Locale } from '@scoreline/contract';
import type { HexColour, LocalizedText, Team } from './catalog.types.ts';
import type { TeamEntry } from './name.rows.ts';
import { namesOf, slugOf, splitCell } from './name.rows.ts';

/**
 * Builds national-team entries. A team with an ISO 3166 region code takes its Chinese and Japanese
 * names from the ICU/CLDR data of the running Node through `Intl.DisplayNames` (zh-Hans, zh-Hant-HK
 * for Hong Kong usage like the clubs, ja); its English name is the dataset's own spelling, which
 * is the usual football name (`Ivory Coast`, `DR Congo`). Where CLDR's name is not what football
 * coverage uses (アメリカ合衆国, 中国香港特别行政区 …) or is too long for a score row, the row
 * overrides it. Teams without a region (England, Tahiti, CONIFA sides …) are written by hand.
 */

/** Per-language override: `Full|Short`, `Full`, or `|Short` to keep the CLDR full name. */
export type NameOverrides = Partial<Record<Locale, string>>;

/** How a national side stands with FIFA. */
export interface NationalOptions {
  /** Outside FIFA: CONIFA members, Island Games sides, non-FIFA territories. */
  nonFifa?: boolean;
}

const DISPLAY_LOCALES = { 'zh-Hans': 'zh-Hans', 'zh-Hant': 'zh-Hant-HK', ja: 'ja' } as const;

let displayNames: Record<keyof typeof DISPLAY_LOCALES, Intl.DisplayNames> | undefined;

/** Created on first use: building three DisplayNames objects is cheap but not free. */
function cldrName(locale: keyof typeof DISPLAY_LOCALES, region: string): string {
  displayNames ??= {
    'zh-Hans': new Intl.DisplayNames([DISPLAY_LOCALES['zh-Hans']], { type: 'region', fallback: 'none' }),
    'zh-Hant': new Intl.DisplayNames([DISPLAY_LOCALES['zh-Hant']], { type: 'region', fallback: 'none' }),
    ja: new Intl.DisplayNames([DISPLAY_LOCALES.ja], { type: 'region', fallback: 'none' }),
  };
  return displayNames[locale].of(region) ?? '';
}

/**
 * A national team with an ISO region: CLDR names plus overrides.
 *
 * @example
 * isoTeam('United States', 'US', '#002868', { en: 'United States|USA', ja: 'アメリカ' }).team.names.ja // 'アメリカ'
 */
export function isoTeam(name: string, region: string, colour: HexColour, overrides: NameOverrides = {}, options: NationalOptions = {}): TeamEntry {
  const cell = (locale: Locale, cldr: string): string => {
    const override = overrides[locale];
    if (override === undefined) return cldr;
    return override.startsWith('|') ? `${cldr}${override}` : override;
  };
  const names = namesOf(
    cell('en', name),
    cell('zh-Hans', cldrName('zh-Hans', region)),
    cell('zh-Hant', cldrName('zh-Hant', region)),
    cell('ja', cldrName('ja', region)),
  );
  return entry(name, { ...names, colour, region }, options);
}

/**
 * A national team without an ISO region, named by hand (`Full|Short` cells).
 *
 * @example
 * ownTeam('England', '#CE1124', 'England', '英格兰', '英格蘭', 'イングランド').team.names['zh-Hant'] // '英格蘭'
 */
export function ownTeam(
  name: string,
  colour: HexColour,
  en: string,
  zhHans: string,
  zhHant: string,
  ja: string,
  options: NationalOptions = {},
): TeamEntry {
  return entry(name, { ...namesOf(en, zhHans, zhHant, ja), colour }, options);
}

function entry(
  name: string,
  parts: { names: LocalizedText; shortNames: LocalizedText; colour: HexColour; region?: string },
  options: NationalOptions,
): TeamEntry {
  const team: Team = { id: slugOf(splitCell(name)[0]), sport: 'football', kind: 'national', ...parts, fifaMember: !options.nonFifa };
  return { team, aliases: { international: [name] } };
}

/** Shorthand for rows of sides outside FIFA. */
export const NON_FIFA: NationalOptions = { nonFifa: true };
