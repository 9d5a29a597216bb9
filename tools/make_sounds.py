#!/usr/bin/env python3
"""Synthesises the game's sounds into assets/sounds/ (16-bit mono WAV, 22,050 Hz).

Every sound is made here from sine waves and filtered noise: no recordings, no licences.
Run from the repository root: python3 tools/make_sounds.py
"""
import math
import random
import struct
import wave
from pathlib import Path

RATE = 22050
OUT = Path(__file__).resolve().parent.parent / "assets" / "sounds"


def envelope(t, attack, decay):
    """A quick rise, then an exponential fall."""
    if t < attack:
        return t / attack
    return math.exp(-(t - attack) / decay)


def knock(duration, pitch, decay, noise=0.3, seed=1):
    """A wooden knock: a damped low tone with a burst of filtered noise."""
    rng = random.Random(seed)
    samples, low = [], 0.0
    for i in range(int(duration * RATE)):
        t = i / RATE
        low += 0.25 * (rng.uniform(-1, 1) - low)
        tone = math.sin(2 * math.pi * pitch * t) + 0.4 * math.sin(2 * math.pi * pitch * 2.7 * t)
        samples.append(envelope(t, 0.002, decay) * (0.7 * tone + noise * low * math.exp(-t / 0.01)))
    return samples


def chime(notes, step, duration, decay):
    """Bell-like notes starting `step` seconds apart."""
    samples = [0.0] * int(duration * RATE)
    for n, freq in enumerate(notes):
        start = int(n * step * RATE)
        for i in range(len(samples) - start):
            t = i / RATE
            partials = math.sin(2 * math.pi * freq * t) + 0.3 * math.sin(2 * math.pi * freq * 2 * t)
            samples[start + i] += 0.5 * envelope(t, 0.005, decay) * partials
    return samples


def mix(*parts):
    length = max(len(p) for p in parts)
    return [sum(p[i] for p in parts if i < len(p)) for i in range(length)]


def write(name, samples, gain=0.8):
    peak = max(abs(s) for s in samples) or 1.0
    frames = b"".join(struct.pack("<h", int(32767 * gain * s / peak)) for s in samples)
    with wave.open(str(OUT / f"{name}.wav"), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(frames)


def main():
    OUT.mkdir(parents=True, exist_ok=True)
    write("step", knock(0.18, 420, 0.035, seed=1), gain=0.6)
    write("hop", mix(knock(0.22, 520, 0.04, seed=2), [0.0] * 1500 + knock(0.15, 380, 0.03, seed=3)), gain=0.7)
    write("capture", knock(0.35, 150, 0.09, noise=0.6, seed=4), gain=0.9)
    write("promotion", chime([523.25, 659.25, 783.99], 0.07, 0.7, 0.18), gain=0.6)
    write("liberation", chime([587.33, 880.0], 0.09, 0.55, 0.15), gain=0.55)
    write("game_over", chime([392.0, 493.88, 587.33, 783.99], 0.16, 1.4, 0.35), gain=0.7)


if __name__ == "__main__":
    main()
