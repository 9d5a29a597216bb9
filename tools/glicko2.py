#!/usr/bin/env python3
"""An independent Glicko-2 computation (Glickman's steps 1 to 8, the volatility found by
bisection rather than the Illinois algorithm), to check lasca-ai's glicko.rs and the server's
ratings against: `tools/glicko2.py RATING DEVIATION VOLATILITY TAU [OPP_RATING OPP_DEV SCORE]...`.
"""
import math
import sys

SCALE = 173.7178


def update(r, rd, vol, opponents, tau):
    mu, phi = (r - 1500) / SCALE, rd / SCALE
    g = lambda p: 1 / math.sqrt(1 + 3 * p * p / math.pi**2)
    inv_v = total = 0.0
    for r2, rd2, score in opponents:
        mu2, phi2 = (r2 - 1500) / SCALE, rd2 / SCALE
        e = 1 / (1 + math.exp(-g(phi2) * (mu - mu2)))
        inv_v += g(phi2) ** 2 * e * (1 - e)
        total += g(phi2) * (score - e)
    v = 1 / inv_v
    delta = v * total
    a = math.log(vol * vol)

    def f(x):
        ex = math.exp(x)
        return ex * (delta**2 - phi**2 - v - ex) / (2 * (phi**2 + v + ex) ** 2) - (x - a) / tau**2

    lo, hi = a - 40, a + 40
    for _ in range(300):
        mid = (lo + hi) / 2
        if f(mid) > 0:
            lo = mid
        else:
            hi = mid
    sigma = math.exp(lo / 2)
    phi_star = math.sqrt(phi**2 + sigma**2)
    new_phi = 1 / math.sqrt(1 / phi_star**2 + 1 / v)
    return new_phi**2 * total * SCALE + mu * SCALE + 1500, new_phi * SCALE, sigma


if __name__ == "__main__":
    args = [float(x) for x in sys.argv[1:]]
    r, rd, vol, tau, rest = args[0], args[1], args[2], args[3], args[4:]
    opponents = [tuple(rest[i : i + 3]) for i in range(0, len(rest), 3)]
    print("%.2f %.2f %.5f" % update(r, rd, vol, opponents, tau))
