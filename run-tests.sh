#!/usr/bin/env bash
# Runs agc's whole test suite on a fresh machine.
#
# Set-up first: the tests use LLVM 22 as an independent oracle (llvm-mc for
# encodings, llvm-readelf/llvm-objdump/llvm-dwarfdump for objects, FileCheck
# and lit for the lit suite), so Debian's llvm-22, lld-22 and clang-22 are
# installed when missing. A test whose oracle is missing fails; none skips.
set -euo pipefail
cd "$(dirname "$0")"

llvm_bindir() { llvm-config-22 --bindir 2>/dev/null || true; }

if [ ! -x "$(llvm_bindir)/llvm-mc" ] || [ ! -x "$(llvm_bindir)/ld.lld" ] || [ ! -x "$(llvm_bindir)/clang" ] || [ ! -x "$(llvm_bindir)/lit" ]; then
    echo "run-tests: installing llvm-22, lld-22 and clang-22 (test oracles)" >&2
    sudo_cmd=""
    if [ "$(id -u)" != 0 ]; then sudo_cmd="sudo"; fi
    $sudo_cmd apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq llvm-22 lld-22 clang-22 >/dev/null
fi
echo "run-tests: LLVM oracles in $(llvm_bindir)" >&2

cargo test --workspace --locked

# The library a frontend links without the driver's dependencies (no
# clap, rayon, serde, annotate-snippets, simulator or LLVM IR exporter)
# must keep building on its own.
cargo build -p agc --no-default-features --locked

# The documentation is part of the interface: any rustdoc warning (a
# broken or private link, an unclosed tag) fails the run.
RUSTDOCFLAGS="-D warnings" cargo doc --workspace --no-deps --locked
