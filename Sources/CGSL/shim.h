// Shim for GSL: everything Swift cannot reach directly.
// Swift 6 rejects GSL's mutable generator-type globals (`gsl_rng_mt19937` etc.),
// so they are reached through `static inline` accessors. Nothing here is public API
// of AltitudeSim; `Noise` and the other modules wrap it.
#ifndef ALTITUDESIM_CGSL_SHIM_H
#define ALTITUDESIM_CGSL_SHIM_H

#include <gsl/gsl_errno.h>
#include <gsl/gsl_rng.h>
#include <gsl/gsl_randist.h>
#include <gsl/gsl_statistics_double.h>
#include <gsl/gsl_sort_double.h>
#include <gsl/gsl_multifit.h>
#include <gsl/gsl_matrix.h>
#include <gsl/gsl_vector.h>
#include <gsl/gsl_cdf.h>
#include <gsl/gsl_multifit_nlinear.h>

static inline const gsl_rng_type *cgsl_rng_type_mt19937(void) { return gsl_rng_mt19937; }
static inline const gsl_rng_type *cgsl_rng_type_taus2(void) { return gsl_rng_taus2; }
static inline const gsl_rng_type *cgsl_rng_type_ranlxd2(void) { return gsl_rng_ranlxd2; }

/// The trust-region method of the nonlinear least-squares solver (a mutable global in GSL).
static inline const gsl_multifit_nlinear_type *cgsl_multifit_nlinear_trust(void) { return gsl_multifit_nlinear_trust; }

/// Turns GSL's abort-on-error handler off, once per process; callers check return codes.
static inline void cgsl_disable_abort_on_error(void) { (void)gsl_set_error_handler_off(); }

#endif
