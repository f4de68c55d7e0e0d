/**
 * The goal ringtone, synthesised with WebAudio (no audio file to ship or cache): three rising
 * notes, each a short sine with a soft attack and decay.
 */
const NOTES_HZ = [784, 988, 1319] as const;
const NOTE_S = 0.16;

type AudioContextCtor = new () => AudioContext;

let context: AudioContext | null = null;

function audioContext(): AudioContext | null {
  const Ctor = (globalThis.AudioContext ?? (globalThis as { webkitAudioContext?: AudioContextCtor }).webkitAudioContext) as AudioContextCtor | undefined;
  if (!Ctor) return null;
  context ??= new Ctor();
  return context;
}

/**
 * Browsers start audio only after a user gesture: call this from one (any tap on the scores
 * tab) so a goal later can sound.
 */
export function unlockAudio(): void {
  void audioContext()?.resume().catch(() => undefined);
}

/** Plays the ringtone; silently does nothing where audio is unavailable or still locked. */
export function playGoalTone(): void {
  const ctx = audioContext();
  if (!ctx || ctx.state !== 'running') return;
  const start = ctx.currentTime + 0.02;
  NOTES_HZ.forEach((hz, i) => {
    const at = start + i * NOTE_S;
    const osc = ctx.createOscillator();
    const gain = ctx.createGain();
    osc.type = 'sine';
    osc.frequency.setValueAtTime(hz, at);
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(0.3, at + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + NOTE_S);
    osc.connect(gain).connect(ctx.destination);
    osc.start(at);
    osc.stop(at + NOTE_S + 0.02);
  });
}

/** A short double buzz where the device can vibrate. */
export function vibrateForGoal(): void {
  globalThis.navigator?.vibrate?.([200, 100, 200]);
}
