import type { Locale } from '@scoreline/contract';

/**
 * Types of the feed's name catalog: teams and competitions with names in the four UI languages.
 * Conventions (see the module README): zh-Hant follows Hong Kong usage; `short` names are for
 * dense score rows; colours are the team's main identity colour.
 */

/** A text in each UI language. */
export type LocalizedText = Readonly<Record<Locale, string>>;

/** `#RRGGBB`. */
export type HexColour = `#${string}`;

/** The two sports the app covers. */
export type Sport = 'football' | 'basketball';

/** A team in every language, with a stable id (a slug) that the database keeps. */
export interface Team {
  /** Stable slug, e.g. `manchester-united`, `shanghai-port`, `golden-state-warriors`, `england`. */
  id: string;
  sport: Sport;
  kind: 'club' | 'national';
  names: LocalizedText;
  /** For dense score rows: 曼联, 曼聯, マンU, Man Utd. */
  shortNames: LocalizedText;
  /** Main identity colour (home shirt, or crest when the shirt is white). */
  colour: HexColour;
  /** National teams: ISO 3166-1 alpha-2 code when the team has one (`XK` for Kosovo). */
  region?: string;
  /** National teams: false for sides outside FIFA (CONIFA members, Island Games sides …). */
  fifaMember?: boolean;
}

/** A league or tournament in every language. */
export interface Competition {
  id: string;
  sport: Sport;
  kind: 'league' | 'international';
  names: LocalizedText;
  shortNames: LocalizedText;
}

/** Where a raw team name comes from; spellings are only unique within one source. */
export type TeamSource = 'football-data' | 'nba-kaggle' | 'nba-com' | 'international';

/** Where a raw competition name comes from. */
export type CompetitionSource = 'football-data' | 'nba' | 'international';
