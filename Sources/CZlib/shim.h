// Shim for zlib: its stream initialisers are macros (they pass the library version and the
// stream's size), which Swift cannot call, so they are reached through `static inline`
// functions. Nothing here is public API of AltitudeSim; `ScenarioTesting.TraceFile` wraps it.
#ifndef ALTITUDESIM_CZLIB_SHIM_H
#define ALTITUDESIM_CZLIB_SHIM_H

#include <zlib.h>

// A deflate stream writing the gzip format (RFC 1952): window bits 15 + 16.
static inline int czlib_deflate_init_gzip(z_stream *stream, int level) {
    return deflateInit2(stream, level, Z_DEFLATED, 15 + 16, 8, Z_DEFAULT_STRATEGY);
}

// An inflate stream reading gzip or zlib data, detected from its header: window bits 15 + 32.
static inline int czlib_inflate_init_auto(z_stream *stream) {
    return inflateInit2(stream, 15 + 32);
}

#endif
