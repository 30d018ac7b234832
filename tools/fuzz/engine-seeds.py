#!/usr/bin/env python3
"""Writes the hand-made seed inputs of the FuzzEngineInputs libFuzzer target into
Tests/FuzzCorpus/FuzzEngineInputs/seed-*.bin (Fuzz/FuzzEngineInputs/Operations.swift is the
byte format: one opcode byte (value % 24), then its arguments). Each seed is a plausible
session the fuzzer then mutates: start, samples, altitude modes, replies, calibration, upload.
Run it again after changing the operation encoding."""
import os

OUT = os.path.join(os.path.dirname(__file__), "..", "..", "Tests", "FuzzCorpus", "FuzzEngineInputs")

def plain(): return [8, 0, 0]            # ByteStream.double: the centre value
def start(): return [9, 0, 0, 0]         # valid URL, key "key", no location
def burst(count, period=1, slope=0, locate_every=1, noise=2):
    # count-1, period pick (1 = 1 s), level (centre), slope, noise (noise/2 Pa; 0 = identical readings,
    # a frozen barometer), location cadence, 5 m accuracy, no drift
    return [7, count - 1, period] + plain() + [slope & 0xFF, noise, locate_every - 1, 1, 0]
def altitude(mode): return [11, mode]    # 0 oneTime, 1 oneSecond, 2 thirtySeconds, 3 oneMinute
def delivered():
    # ReplyFactory: .response, status 200, reference = phone pressure, σ, T, σT, level, time, validity,
    # terrain, terrain σ, slope, no manual flag, no calibration
    return [0, 0, 1] + plain() * 4 + [3, 0, 0, 0] + [1] + plain() + [1] + plain() + [1] + plain() + [0, 1, 0, 0]
def reply(body): return [18, 0, 0] + body  # answer the oldest pending request
def pin():
    # lat, lon at the centre; accuracy 5 m (40 − 0.875·40); no altitude; time stamp = now
    return plain() + plain() + [8, 0x00, 0x90, 0, 6, 0]

SEEDS = {
    "periodic-one-second": [1] + start() + burst(15) + altitude(1) + burst(3) + reply(delivered()) + burst(60) + [12, 10],
    "one-time": [1] + start() + burst(10) + altitude(0) + burst(3) + reply(delivered()) + burst(35),
    "one-time-no-reply": [1] + start() + burst(10) + altitude(0) + burst(40),
    "immediate-replies-thirty-seconds": [1, 21, 3] + start() + burst(10) + altitude(2) + delivered() + burst(63, period=2),
    "manual-calibration-and-upload": [1] + start() + burst(10) + [14, 0] + pin() + [0, 0, 0] + burst(35)
        + reply(delivered()) + burst(5) + [17] + [22, 0, 0, 1] + burst(3),
    "filters-garbage-payload": [1] + start() + [13, 7] + burst(20, slope=40) + altitude(1) + burst(2)
        + reply([5, 12] + list(b"{\"status\":2")) + burst(20) + reply(delivered()) + burst(40, period=0),
    # A live stream, then identical readings (a frozen barometer: 852 with a widened height), then live again;
    # once without filters and once with all of them (the pressure filter holds jumps back).
    "frozen-barometer": [1] + start() + burst(30) + altitude(1) + reply(delivered()) + burst(40) + burst(60, noise=0)
        + burst(20),
    "frozen-barometer-filters": [1] + start() + [13, 7] + burst(30) + altitude(1) + reply(delivered()) + burst(40)
        + burst(60, noise=0) + burst(20),
    "stop-restart-store": [0] + start() + burst(5) + [23, 0, 0, 0, 20] + list(b"{\"offsetPa\":1e999,") + [10]
        + start() + burst(10) + altitude(3) + [1, 90] + reply([9, 0]) + [1, 70],
}

os.makedirs(OUT, exist_ok=True)
for name, data in SEEDS.items():
    with open(os.path.join(OUT, f"seed-{name}.bin"), "wb") as f:
        f.write(bytes(data))
print(f"wrote {len(SEEDS)} seeds to {os.path.normpath(OUT)}")
