#!/bin/sh
# Builds the native reference (gcc -O3 -march=native), exports the bench's reach queries and
# compares WASM with it: ./scripts/native-reference/run.sh [--quick] [--json]
set -e
cd "$(dirname "$0")/../.."
[ -f build/lib/bench/bench.js ] && [ -f build/kernel/release.wasm ] || npm run build
mkdir -p build/native-reference
# native: everything the machine has; noavx512: the same without AVX-512 (no per-lane popcount, no
# three-input logic: what WASM's 128-bit SIMD can express)
gcc -O3 -march=native -Wall -o build/native-reference/reach scripts/native-reference/reach.c
gcc -O3 -march=native -mno-avx512f -Wall -o build/native-reference/reach-noavx512 scripts/native-reference/reach.c
node scripts/native-reference/export-queries.mjs build/native-reference/queries.bin "$@" > /dev/null
node scripts/native-reference/compare.mjs build/native-reference/queries.bin native=build/native-reference/reach noavx512=build/native-reference/reach-noavx512 "$@"
