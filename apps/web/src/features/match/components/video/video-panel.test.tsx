import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../../lib/i18n/i18n.ts';
import { isStreamUrl, VideoPanel } from './video-panel.tsx';

beforeEach(async () => {
  await i18n.changeLanguage('en');
});
afterEach(cleanup);

describe('video', () => {
  it('accepts only http(s) stream links', () => {
    expect(isStreamUrl('https://cdn.example.com/live/a.m3u8')).toBe(true);
    expect(isStreamUrl('javascript:alert(1)')).toBe(false);
    expect(isStreamUrl('data:video/mp4;base64,AAAA')).toBe(false);
    expect(isStreamUrl('not a url')).toBe(false);
    expect(isStreamUrl(null)).toBe(false);
  });

  it('says clearly when a match has no stream, and shows a player when it has one', () => {
    render(
      <I18nextProvider i18n={i18n}>
        <VideoPanel streams={[]} />
      </I18nextProvider>,
    );
    expect(screen.getByTestId('video-none').textContent).toContain('No video stream for this match');
    cleanup();
    render(
      <I18nextProvider i18n={i18n}>
        <VideoPanel streams={[{ label: 'Stream 1', url: 'https://cdn.example.com/live/a.mp4' }]} />
      </I18nextProvider>,
    );
    expect(screen.getByTestId('hls-video').getAttribute('src')).toBe('https://cdn.example.com/live/a.mp4');
  });
});
