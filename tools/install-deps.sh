#!/usr/bin/env bash
# Installs the Debian packages AltitudeSim needs, when they are missing.
# Usage: tools/install-deps.sh [--with-chromium | --with-numpy]
#   --with-chromium  also the tools the test suite needs (`make test` passes it): headless
#                    Chromium (renders the HTML report), xmllint (validates the JUnit XML) and
#                    PyYAML (tools/cluster/kubernetes/check-manifests.py parses the manifests).
#   --with-numpy     also NumPy for Debian's python3 (/usr/bin/python3), which `make bench` needs for
#                    its NumPy comparison (tools/bench/numpy_reference.py); `make test` does not.
# (`make slurm-check` installs slurm-wlm and munge itself: tools/cluster/slurm-check.sh.)
set -euo pipefail

missing=()
command -v pkg-config >/dev/null 2>&1 || missing+=(pkg-config)
if ! command -v pkg-config >/dev/null 2>&1 || ! pkg-config --exists gsl; then
    missing+=(libgsl-dev)
fi
if ! command -v pkg-config >/dev/null 2>&1 || ! pkg-config --exists zlib; then
    missing+=(zlib1g-dev)
fi
if [[ "${1:-}" == "--with-chromium" ]]; then
    command -v chromium >/dev/null 2>&1 || missing+=(chromium)
    command -v xmllint >/dev/null 2>&1 || missing+=(libxml2-utils)
    python3 -c 'import yaml' >/dev/null 2>&1 || missing+=(python3-yaml)
fi
if [[ "${1:-}" == "--with-numpy" ]]; then
    /usr/bin/python3 -c 'import numpy' >/dev/null 2>&1 || missing+=(python3-numpy)
fi

if [[ ${#missing[@]} -eq 0 ]]; then
    exit 0
fi

if [[ $(id -u) -ne 0 ]]; then
    echo "AltitudeSim needs these Debian packages: ${missing[*]}" >&2
    echo "Install them as root:  apt-get update && apt-get install -y ${missing[*]}" >&2
    exit 1
fi

echo "Installing ${missing[*]} ..." >&2
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
echo "Installed ${missing[*]}." >&2
