import type { Locale } from '@scoreline/contract';
import { problemPhrases, type ProblemText } from './problem-phrases.ts';

interface Template {
  pattern: RegExp;
  /** The placeholders in the order the pattern captures them, as written (`{#n}`). */
  placeholders: string[];
  texts: ProblemText;
}

const PLACEHOLDER = /\{[#*]?\w+\}/g;

// What a placeholder matches: `{#n}` a number, `{*text}` any text, `{word}` one word.
function captureOf(placeholder: string | undefined): string {
  if (placeholder?.startsWith('{#')) return '(-?\\d+(?:\\.\\d+)?)';
  if (placeholder?.startsWith('{*')) return '(.+?)';
  return '(\\S+?)';
}

function compile(english: string, texts: ProblemText): Template {
  const placeholders = english.match(PLACEHOLDER) ?? [];
  const literals = english.split(PLACEHOLDER).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const source = literals.map((literal, i) => (i === 0 ? literal : captureOf(placeholders[i - 1]) + literal)).join('');
  return { pattern: new RegExp(`^${source}$`, 'u'), placeholders, texts };
}

const entries: Array<[string, ProblemText]> = Object.entries(problemPhrases);
const isTemplate = (english: string) => /\{[#*]?\w+\}/.test(english);
const exact = new Map(entries.filter(([english]) => !isTemplate(english)));
const templates = entries.filter(([english]) => isTemplate(english)).map(([english, texts]) => compile(english, texts));

/**
 * The locale's text of an English problem, or undefined when there is none: English is returned
 * as it is; otherwise an exact phrase, else the first template that matches, with its numbers,
 * names and free text carried over.
 *
 * @example findProblemText('must be 2 to 16 characters', 'zh-Hans') // '须为 2 至 16 个字符'
 */
export function findProblemText(problem: string, locale: Locale): string | undefined {
  if (locale === 'en') return problem;
  const phrase = exact.get(problem);
  if (phrase) return phrase[locale];
  for (const template of templates) {
    const match = template.pattern.exec(problem);
    if (!match) continue;
    const values = new Map(template.placeholders.map((p, i) => [p, match[i + 1] ?? '']));
    return template.texts[locale].replace(PLACEHOLDER, (p) => values.get(p) ?? p);
  }
  return undefined;
}

/**
 * The problem of a validation message in the caller's language; a problem without a translation
 * stays English rather than leaving the message empty.
 *
 * @example localiseProblem('is required', 'ja') // 'は必須です'
 */
export function localiseProblem(problem: string, locale: Locale): string {
  return findProblemText(problem, locale) ?? problem;
}
