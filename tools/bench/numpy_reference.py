#!/usr/bin/env python3
"""The reference workload of `altsim bench sim` written as NumPy + a Python loop, and the speed ratio.

What this models (Docs/simulator.md, "Bench", "The NumPy comparison"): one phone for 24 h near
Zurich on flat terrain at 410 m, hand height 1 m; the office visit (a 10 min walk, the elevator to
floor 6 at 2 m/s and back down at 17:00, lobby 5.85 m, floors 3.9 m); the weather of the
workload: base 101 000 Pa, a 50 Pa semidiurnal tide with its maximum at 10:00, a 185 Pa
Gauss-Markov drift (correlation 3 600 s) at 60 s knots interpolated linearly, and a front (300 Pa
fall over 6 h, passage at noon, 400 Pa rise over 30 min) at the device; the truth pressure through
the hypsometric equation with the standard lapse rate (Rd = 287.05, g = 9.80665, L = 0.0065).
The barometer at 25 Hz: a fixed offset (σ 25 Pa), 1 Pa white noise, a 0.002 85 Pa/√s random
walk at 1 s knots, 0.01 Pa quantisation. The altitude estimate once a second: the mean of the
second's 25 samples, the offset removed, an exponential filter (time constant 5 s), then the
hypsometric height against the true sea-level pressure and temperature.

Truth, noise and quantisation are vectorised over the whole day (NumPy's best case); the
per-second estimate is a Python loop over 86 400 seconds, since a filter carries state.

Not modelled (the Swift side does them): the virtual clock and its event queue, GNSS, activity,
the station network and the assistance transport, the engine's state machines, calibration,
indoor detection, codes, the trace and its hash, the horizontal front geometry, HVAC and the
stack effect, transients, the temperature coefficient of the sensor.

usage: numpy_reference.py [--altsim PATH] [--rounds N] [--hours H]
Runs `altsim bench sim --json` and this workload alternately N times (default 3) and prints each
figure, the medians and the ratio NumPy wall time / altsim wall time (the goal is >= 5).
"""

import argparse
import json
import math
import statistics
import subprocess
import sys
import time

import numpy as np

RATE_HZ = 25
RD = 287.05  # J/(kg·K), dry air
G = 9.80665  # m/s², standard gravity
LAPSE = 0.0065  # K/m, standard troposphere
T_SL = 288.15  # K, sea-level temperature of the default weather


def height_msl_meters(t_seconds: np.ndarray) -> np.ndarray:
    """The phone's height above mean sea level: home, the walk, the office floor 6, back."""
    ground = 410.0 + 1.0
    floor_6 = 5.85 + 5 * 3.9
    h = np.full_like(t_seconds, ground)
    up_start = 8 * 3600 + 11 * 60
    up_end = up_start + floor_6 / 2.0
    down_start = 17 * 3600
    down_end = down_start + floor_6 / 2.0
    h += np.clip((t_seconds - up_start) / (up_end - up_start), 0, 1) * floor_6
    h -= np.clip((t_seconds - down_start) / (down_end - down_start), 0, 1) * floor_6
    return h


def sea_level_pressure_pa(t_seconds: np.ndarray, rng: np.random.Generator) -> np.ndarray:
    """Base + tide + Gauss-Markov drift at 60 s knots + the front at the device."""
    tide = 50.0 * np.cos(2 * math.pi * (t_seconds / 3600.0 - 10.0) / 12.0)
    knot_s = 60.0
    knots = int(t_seconds[-1] // knot_s) + 2
    phi = math.exp(-knot_s / 3600.0)
    innovations = rng.standard_normal(knots) * 185.0 * math.sqrt(1 - phi * phi)
    drift_knots = np.empty(knots)
    drift_knots[0] = rng.standard_normal() * 185.0
    for k in range(1, knots):  # an AR(1) recursion: a Python loop, there is no vector form in NumPy
        drift_knots[k] = phi * drift_knots[k - 1] + innovations[k]
    drift = np.interp(t_seconds, np.arange(knots) * knot_s, drift_knots)
    tau = t_seconds - 12 * 3600.0
    fall = -300.0 * (tau + 21_600) / 21_600
    rise = -300.0 + 400.0 * tau / 1800
    front = np.where(tau < -21_600, 0.0, np.where(tau < 0, fall, np.where(tau < 1800, rise, 100.0)))
    return 101_000.0 + tide + drift + front


def run_workload(hours: float, seed: int) -> dict:
    """The whole workload; returns its sample count, callbacks and a checksum of the estimates."""
    rng = np.random.default_rng(seed)
    samples = int(hours * 3600 * RATE_HZ) + 1
    t = np.arange(samples) / RATE_HZ
    p_sl = sea_level_pressure_pa(t, rng)
    h = height_msl_meters(t)
    truth = p_sl * np.power((T_SL - LAPSE * h) / T_SL, G / (RD * LAPSE))
    offset = rng.standard_normal() * 25.0
    walk = np.concatenate(([0.0], np.cumsum(rng.standard_normal(int(hours * 3600) + 1) * 0.002_85)))
    drift = np.interp(t, np.arange(walk.size), walk)
    measured = np.round((truth + offset + drift + rng.standard_normal(samples)) / 0.01) * 0.01

    exponent = RD * LAPSE / G
    alpha = 1 - math.exp(-1 / 5.0)
    filtered = None
    checksum = 0.0
    callbacks = 0
    for second in range(1, int(hours * 3600)):
        window = measured[(second - 1) * RATE_HZ + 1 : second * RATE_HZ + 1]
        pressure = float(window.mean()) - offset
        filtered = pressure if filtered is None else filtered + alpha * (pressure - filtered)
        reference = float(p_sl[second * RATE_HZ])
        height = T_SL / LAPSE * (1 - (filtered / reference) ** exponent)
        checksum += height
        callbacks += 1
    return {"baro_samples": samples, "altitude_callbacks": callbacks, "checksum": checksum}


def altsim_figures(altsim: str, hours: float) -> dict:
    """`altsim bench sim --hours H --json` in a child process: its own wall time of the run."""
    out = subprocess.run([altsim, "bench", "sim", "--hours", str(int(hours)), "--json"], check=True,
                         capture_output=True, text=True).stdout
    return json.loads(out)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--altsim", default=".build/release/altsim")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--hours", type=int, default=24)
    args = parser.parse_args()
    if args.rounds < 1 or args.hours < 1:
        print("numpy_reference: --rounds and --hours must be at least 1", file=sys.stderr)
        return 2
    numpy_walls, altsim_walls = [], []
    for round_index in range(args.rounds):
        swift = altsim_figures(args.altsim, args.hours)
        begin = time.perf_counter()
        result = run_workload(args.hours, seed=20_261_129 + round_index)
        numpy_wall = time.perf_counter() - begin
        numpy_walls.append(numpy_wall)
        altsim_walls.append(swift["wall_seconds"])
        print(f"round {round_index + 1}: altsim {swift['wall_seconds']:.3f} s "
              f"({swift['ns_per_baro_sample']:.0f} ns/sample), NumPy {numpy_wall:.3f} s "
              f"({numpy_wall * 1e9 / result['baro_samples']:.0f} ns/sample), "
              f"ratio {numpy_wall / swift['wall_seconds']:.2f}")
    numpy_median = statistics.median(numpy_walls)
    altsim_median = statistics.median(altsim_walls)
    print(f"NumPy + Python loop vs altsim bench sim, {args.hours} h, median of {args.rounds}: "
          f"altsim is {numpy_median / altsim_median:.2f}x the speed of NumPy (goal >= 5)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
