import { canonicalJson, chainInput, GENESIS_HASH, type AiVerification } from '@scoreline/contract';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { VerifyPanel } from './verify-panel.tsx';

async function sha256(text: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

async function verification(body: string, hashOf: string): Promise<AiVerification> {
  const hash = await sha256(chainInput(GENESIS_HASH, hashOf));
  return {
    ref: 'spf-m1', proof: { seq: 1, hash, prevHash: GENESIS_HASH, publishedAt: 1 }, kickoffAt: 2, body,
    recomputedHash: hash, hashOk: true, linkOk: true, nextLinkOk: null, publishedBeforeKickoff: true,
    dayHead: { day: '2026-11-22', seq: 1, hash },
  };
}

afterEach(cleanup);

describe('VerifyPanel: the browser recomputes the hash itself', () => {
  const body = canonicalJson({ kind: 'plan', picks: [{ code: '3', play: 'spf' }] });

  it('passes a body that hashes to the published hash', async () => {
    renderWithProviders(<VerifyPanel result={await verification(body, body)} />);
    await waitFor(() => expect(screen.getByTestId('ai-verify-browser').getAttribute('data-ok')).toBe('true'));
  });

  it('fails an edited body even when the server says it is fine', async () => {
    const edited = body.replace('"code":"3"', '"code":"1"');
    renderWithProviders(<VerifyPanel result={await verification(edited, body)} />);
    await waitFor(() => expect(screen.getByTestId('ai-verify-browser').getAttribute('data-ok')).toBe('false'));
    expect(screen.getByTestId('ai-verify-server').getAttribute('data-ok')).toBe('true');
  });

  it('says a body is sealed before kick-off', async () => {
    renderWithProviders(<VerifyPanel result={{ ...(await verification(body, body)), body: null, hashOk: null }} />);
    expect(screen.getByTestId('ai-verify-browser').getAttribute('data-ok')).toBe('null');
  });
});
