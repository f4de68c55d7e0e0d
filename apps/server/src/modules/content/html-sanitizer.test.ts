import { MAX_ARTICLE_HTML } from '@scoreline/contract';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../platform/errors.ts';
import { sanitizeArticleHtml } from './html-sanitizer.ts';

describe('sanitizeArticleHtml', () => {
  it('drops script elements with their content, wherever they hide', () => {
    expect(sanitizeArticleHtml('<p>Hi<script>alert(1)</script></p><script src="https://x.example/a.js"></script>')).toBe('<p>Hi</p>');
    expect(sanitizeArticleHtml('<p>a</p><SCRIPT>document.cookie</SCRIPT><p>b</p>')).toBe('<p>a</p><p>b</p>');
    expect(sanitizeArticleHtml('<svg><script>alert(1)</script></svg><iframe src="https://evil.example"></iframe>ok')).toBe('ok');
    expect(sanitizeArticleHtml('<style>body{display:none}</style><p>text</p>')).toBe('<p>text</p>');
  });

  it('drops event handlers and style attributes but keeps the text', () => {
    expect(sanitizeArticleHtml('<p onclick="steal()" style="color:red">Goal</p>')).toBe('<p>Goal</p>');
    expect(sanitizeArticleHtml('<img src="/uploads/abcdefghij.webp" onerror="alert(1)" alt="x">')).toBe('<img src="/uploads/abcdefghij.webp" alt="x" />');
    expect(sanitizeArticleHtml('<a href="https://example.com" onmouseover="x()">link</a>')).toBe('<a href="https://example.com" rel="noopener">link</a>');
  });

  it('removes javascript:, data: and other unsafe link targets, keeping https and app links', () => {
    expect(sanitizeArticleHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a rel="noopener">x</a>');
    expect(sanitizeArticleHtml('<a href="JaVaScRiPt:alert(1)">x</a>')).toBe('<a rel="noopener">x</a>');
    expect(sanitizeArticleHtml('<a href="jav&#x09;ascript:alert(1)">x</a>')).toBe('<a rel="noopener">x</a>');
    expect(sanitizeArticleHtml('<a href="data:text/html,<script>alert(1)</script>">x</a>')).toBe('<a rel="noopener">x</a>');
    expect(sanitizeArticleHtml('<a href="//evil.example/x">x</a>')).toBe('<a rel="noopener">x</a>');
    expect(sanitizeArticleHtml('<a href="page://link/pages/index/news_list">more</a>')).toBe('<a href="page://link/pages/index/news_list" rel="noopener">more</a>');
  });

  it('keeps only images from the upload path', () => {
    expect(sanitizeArticleHtml('<p>a</p><img src="https://tracker.example/p.gif"><img src="javascript:alert(1)">')).toBe('<p>a</p>');
    expect(sanitizeArticleHtml('<img src="/uploads/../etc/passwd">')).toBe('');
  });

  it('keeps the allowed structure as written', () => {
    const html = '<h3>Team news</h3><ul><li><strong>Saka</strong> is fit</li></ul><blockquote>quote</blockquote>';
    expect(sanitizeArticleHtml(html)).toBe(html);
  });

  it('refuses oversized input naming the field instead of cutting it', () => {
    const big = `<p>${'x'.repeat(MAX_ARTICLE_HTML)}</p>`;
    expect(() => sanitizeArticleHtml(big, 'html')).toThrow(AppError);
    try {
      sanitizeArticleHtml(big, 'html');
    } catch (error) {
      expect(error).toMatchObject({ status: 'validation', params: { field: 'html' } });
    }
    expect(sanitizeArticleHtml('x'.repeat(MAX_ARTICLE_HTML))).toHaveLength(MAX_ARTICLE_HTML);
  });
});
