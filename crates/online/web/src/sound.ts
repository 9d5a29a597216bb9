// An optional sound when it becomes the player's move (off unless the player turns it on; the
// choice is kept in localStorage). A short tone from the Web Audio API: no file to load.
const KEY = "lasca.sound";

let context: AudioContext | null = null;

export function soundOn(): boolean {
  try {
    return localStorage.getItem(KEY) === "on";
  } catch {
    return false;
  }
}

export function setSound(on: boolean): void {
  try {
    localStorage.setItem(KEY, on ? "on" : "off");
  } catch {
    // Without storage the choice lasts as long as the page.
  }
  // A browser lets a page sound only after a gesture: this click is one.
  if (on) context ??= new AudioContext();
}

/** Two soft notes, if the player wants them. */
export function yourMove(): void {
  if (!soundOn() || typeof AudioContext !== "function") return;
  context ??= new AudioContext();
  const now = context.currentTime;
  for (const [i, frequency] of [660, 880].entries()) {
    const tone = context.createOscillator();
    const gain = context.createGain();
    tone.frequency.value = frequency;
    gain.gain.setValueAtTime(0.0001, now + i * 0.12);
    gain.gain.exponentialRampToValueAtTime(0.15, now + i * 0.12 + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, now + i * 0.12 + 0.2);
    tone.connect(gain).connect(context.destination);
    tone.start(now + i * 0.12);
    tone.stop(now + i * 0.12 + 0.22);
  }
}
