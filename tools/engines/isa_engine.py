#!/usr/bin/env python3
"""A standard-atmosphere altitude engine for altsim, over the engine protocol (version 1).

The reference engine of Docs/engine-protocol.md, and a test of it: it reads one JSON message
per line on stdin and answers each with zero or more lines and a final {"type":"done"} on
stdout. Python 3 standard library only.

Its height is the ISA pressure altitude of the raw barometer reading,
    h = 44330.77 * (1 - (p / 101325) ** 0.190263)  m
(the troposphere of the ICAO Standard Atmosphere, ICAO Doc 7488/3, 1993: T0 = 288.15 K,
p0 = 101325 Pa, lapse 0.0065 K/m). It never calibrates and never asks the assistance service,
so it knows neither the weather (sea-level pressure varies by some ±1000 Pa, about ±85 m) nor
the phone's barometer offset (tens of Pa), and says so: a 68 % uncertainty of about 85 m,
`manualBaroCal` true and no `statusCode`. The pressure altitude is reported as `height` (it is
close to a height above mean sea level; the geoid is left inside the uncertainty).

The status codes follow the SDK contract as the built-in engine uses them (Docs/engine.md):
801/802/803 on start, 800 and the success handler once both a pressure and a location sample
arrived, 805/804 + 806 on an initialisation timeout, 808 for a second start, 810 for calls
before start, 811 on stop, 830/835 for altitude mode, 872 + 877 for a manual calibration it
cannot do.
"""

import json
import sys

PROTOCOL = 1
P0_PA = 101325.0
ISA_SCALE_M = 44330.77
ISA_EXPONENT = 0.190263
# The unknowns, 1 sigma: the weather's sea-level pressure and the uncalibrated offset, Pa.
WEATHER_SIGMA_PA = 1000.0
OFFSET_SIGMA_PA = 50.0
Z90 = 1.6448536269514722
STALE_NS = 120_000_000_000
INIT_TIMEOUT_NS = 10_000_000_000
LOCATION_INIT_TIMEOUT_NS = 60_000_000_000
ONE_TIME_COLLECTION_NS = 2_000_000_000

TIMER_INIT_PRESSURE = 1
TIMER_INIT_LOCATION = 2
TIMER_TICK = 3


def isa_height_m(pressure_pa):
    return ISA_SCALE_M * (1.0 - (pressure_pa / P0_PA) ** ISA_EXPONENT)


def isa_slope_m_per_pa(pressure_pa):
    """|dh/dp| of the ISA formula at pressure_pa, m/Pa."""
    return ISA_SCALE_M * ISA_EXPONENT / P0_PA * (pressure_pa / P0_PA) ** (ISA_EXPONENT - 1.0)


class Engine:
    def __init__(self):
        self.state = "stopped"          # stopped | initialising | initialised
        self.mode = None                # None or the altitude mode's name
        self.period_ns = 0
        self.pressures = []             # (timestamp ns, Pa) of the last period
        self.last_pressure = None       # (timestamp ns, Pa)
        self.last_location_ns = None
        self.out = []

    # Output helpers
    def emit(self, **message):
        self.out.append(message)

    def status(self, code):
        self.emit(type="status", code=code)

    def timer(self, timer_id, after_ns):
        self.emit(type="timer", action="schedule", id=timer_id, afterNs=after_ns)

    def cancel(self, timer_id):
        self.emit(type="timer", action="cancel", id=timer_id)

    # Messages
    def handle(self, message, t):
        kind = message.get("type")
        if kind == "hello":
            if message.get("protocol") != PROTOCOL:
                sys.stderr.write("isa_engine: simulator speaks protocol %r, this engine %d\n" % (message.get("protocol"), PROTOCOL))
            self.emit(type="hello", protocol=PROTOCOL, name="isa_engine.py (ICAO standard atmosphere, never calibrated)")
        elif kind == "pressure":
            self.pressure(message, t)
        elif kind == "location":
            self.location(message, t)
        elif kind == "call":
            self.call(message, t)
        elif kind == "timer":
            self.fired(message.get("id"), t)
        # activity, restoreCalibration, assistance and end need nothing from this engine.

    def pressure(self, message, t):
        pa = message.get("pressurePa")
        if self.state == "stopped":
            self.emit(type="sampleRejected", reason="engineStopped")
            return
        if not isinstance(pa, (int, float)) or not (30000.0 <= pa <= 120000.0):
            self.emit(type="sampleRejected", reason="invalidValue")
            return
        stamp = message.get("timestampNs", t)
        self.last_pressure = (stamp, float(pa))
        self.pressures.append((stamp, float(pa)))
        self.initialise_if_ready()

    def location(self, message, t):
        if self.state == "stopped":
            self.emit(type="sampleRejected", reason="engineStopped")
            return
        self.last_location_ns = message.get("timestampNs", t)
        self.initialise_if_ready()

    def initialise_if_ready(self):
        if self.state == "initialising" and self.last_pressure is not None and self.last_location_ns is not None:
            self.state = "initialised"
            self.cancel(TIMER_INIT_PRESSURE)
            self.cancel(TIMER_INIT_LOCATION)
            self.status(800)
            self.emit(type="startCompleted", code=800, success=True)

    def call(self, message, t):
        name = message.get("call")
        if name == "start":
            self.start(message)
        elif self.state == "stopped" and name != "setFilters":
            self.status(810)
            if name == "startAltitude":
                self.emit(type="altitude", code=810)
            elif name in ("startManualCalibration", "setManualCalibration"):
                self.emit(type="manualCalibration", state="calibrationFailed", code=810)
            elif name == "barocalUpload":
                self.emit(type="uploadCompleted", success=False)
        elif name == "stop":
            self.stop()
        elif name == "startAltitude":
            self.start_altitude(message)
        elif name == "stopAltitude":
            self.end_altitude(answer_one_time=835)
        elif name in ("startManualCalibration", "setManualCalibration"):
            # Never calibrated: a calibration is refused as "not a good place".
            self.emit(type="manualCalibration", state="calibrationSetup", code=0)
            self.status(872)
            self.status(877)
            self.emit(type="manualCalibration", state="calibrationFailed", code=877)
        elif name == "barocalUpload":
            self.emit(type="uploadCompleted", success=False)
        # setFilters: no filters (warningCode stays 0); setAltitude: never calibrated.

    def start(self, message):
        if self.state != "stopped":
            self.status(808)
            self.emit(type="startCompleted", code=808, success=False)
            return
        url = message.get("hostURL", "")
        if not (url.startswith("http://") or url.startswith("https://")) or " " in url or len(url.split("//", 1)[1]) == 0:
            self.status(815)
            self.emit(type="startCompleted", code=815, success=False)
            return
        if not message.get("apiKey", "").strip():
            self.status(816)
            self.emit(type="startCompleted", code=816, success=False)
            return
        self.state = "initialising"
        self.last_pressure = None
        self.last_location_ns = None
        self.pressures = []
        self.status(801)
        self.status(802)
        self.status(803)
        self.timer(TIMER_INIT_PRESSURE, INIT_TIMEOUT_NS)
        self.timer(TIMER_INIT_LOCATION, LOCATION_INIT_TIMEOUT_NS)

    def stop(self):
        was = self.state
        self.end_altitude(answer_one_time=811)
        self.cancel(TIMER_INIT_PRESSURE)
        self.cancel(TIMER_INIT_LOCATION)
        self.state = "stopped"
        self.status(811)
        if was == "initialising":
            self.emit(type="startCompleted", code=811, success=False)

    def start_altitude(self, message):
        if self.mode is not None:
            self.end_altitude(answer_one_time=835)
        self.mode = message.get("mode", "oneSecond")
        self.period_ns = int(message.get("periodNs", 1_000_000_000))
        self.status(830)
        self.pressures = self.pressures[-1:]
        self.timer(TIMER_TICK, ONE_TIME_COLLECTION_NS if self.mode == "oneTime" else self.period_ns)

    def end_altitude(self, answer_one_time):
        if self.mode is None:
            if answer_one_time == 835:
                self.status(835)
            return
        was = self.mode
        self.mode = None
        self.cancel(TIMER_TICK)
        self.status(835)
        if was == "oneTime":
            self.emit(type="altitude", code=answer_one_time)

    def fired(self, timer_id, t):
        if timer_id == TIMER_INIT_PRESSURE and self.state == "initialising" and self.last_pressure is None:
            self.fail_init(805 if self.last_location_ns is not None else None)
        elif timer_id == TIMER_INIT_LOCATION and self.state == "initialising" and self.last_location_ns is None:
            self.fail_init(804)
        elif timer_id == TIMER_TICK and self.mode is not None:
            context = self.context(t)
            if self.mode == "oneTime":
                self.mode = None
                self.status(835)
                self.emit(type="altitude", context=context)
            else:
                self.emit(type="altitude", context=context)
                self.timer(TIMER_TICK, self.period_ns)

    def fail_init(self, code):
        if code is None:
            self.status(805)
            self.status(804)
        else:
            self.status(code)
        self.cancel(TIMER_INIT_PRESSURE)
        self.cancel(TIMER_INIT_LOCATION)
        self.end_altitude(answer_one_time=806)
        self.state = "stopped"
        self.status(806)
        self.emit(type="startCompleted", code=806, success=False)

    def context(self, t):
        recent = [pa for (stamp, pa) in self.pressures if t - stamp <= max(self.period_ns, ONE_TIME_COLLECTION_NS)]
        self.pressures = self.pressures[-1:]
        context = {"manualBaroCal": True, "warningCode": 0, "timestampNs": t}
        if self.last_pressure is None or t - self.last_pressure[0] > STALE_NS:
            context["errorCode"] = 852
            return context
        pa = sum(recent) / len(recent) if recent else self.last_pressure[1]
        sigma = isa_slope_m_per_pa(pa) * (WEATHER_SIGMA_PA ** 2 + OFFSET_SIGMA_PA ** 2) ** 0.5
        location_stale = self.last_location_ns is None or t - self.last_location_ns > STALE_NS
        context.update(height=isa_height_m(pa), heightUncertainty68=sigma, heightUncertainty=sigma * Z90,
                       userPressure=pa, errorCode=853 if location_stale else 0)
        return context


def main():
    engine = Engine()
    write = sys.stdout.write
    for line in sys.stdin:
        line = line.strip()
        if not line:
            continue
        message = json.loads(line)
        engine.out = []
        engine.handle(message, int(message.get("t", 0)))
        for answer in engine.out:
            write(json.dumps(answer, separators=(",", ":"), allow_nan=False))
            write("\n")
        write('{"type":"done"}\n')
        sys.stdout.flush()
        if message.get("type") == "end":
            break


if __name__ == "__main__":
    main()
