// Native reference for the reach kernel: the algorithm of assembly/index.ts (one board row per
// 32-bit lane, zero padding rows, a window of vectors from row y - range, r' = r | (spread(e) & p)
// with e = r minus tiles, the start excepted) in C with SIMD intrinsics, built with
// gcc -O3 -march=native. Two widths:
//   sse   4 rows per __m128i, windows of 1/2/3/4/5 vectors (as the WASM kernel: i32x4)
//   avx2  8 rows per __m256i, windows of 1/2/3 vectors
// It answers the same batches as `reachBatch` (checksum sum(count + sum_y targets[y] * (y + 1))).
//
// Usage: reach QUERIES.bin — then, on stdin, lines "run SET VARIANT REPS"; for each it runs REPS
// passes over query set SET (setPosition per board, then its batch) and prints
// "CPU_NS CHECKSUM" (CPU time of this thread, CLOCK_THREAD_CPUTIME_ID). "quit" ends.
// The query file is written by export-queries.mjs (format there).
#include <immintrin.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define PAD 12
#define WORDS 56 /* 12 + 32 + 12 */

typedef struct {
  int32_t width, height;
  int32_t rows[6][32]; /* onBoard, trench, tiles, faceDown, cover, subs */
  int32_t n;
  int32_t *queries; /* n * 4 */
} Batch;

typedef struct {
  int32_t count;
  Batch *batches;
} QuerySet;

/* The kernel's state, padded as in the WASM kernel (board row y at word y + PAD). */
static int32_t TILE[WORDS] __attribute__((aligned(32)));
static int32_t BLOCKED[WORDS] __attribute__((aligned(32))); /* cover | subs */
static int32_t PASS_OPEN[WORDS] __attribute__((aligned(32)));
static int32_t PASS_SHUT[WORDS] __attribute__((aligned(32)));
static int32_t last_weight;

static void set_position(const Batch *b) {
  for (int y = 0; y < 32; y++) {
    int32_t on = b->rows[0][y];
    TILE[y + PAD] = b->rows[2][y];
    BLOCKED[y + PAD] = b->rows[4][y] | b->rows[5][y];
    PASS_OPEN[y + PAD] = on;
    PASS_SHUT[y + PAD] = on & ~b->rows[1][y];
  }
}

// ---------------------------------------------------------------------------------------------
// SSE: 4 rows a vector.

static inline __m128i spread4(__m128i prev, __m128i cur, __m128i next) {
  __m128i below = _mm_alignr_epi8(next, cur, 4);  /* lane i gets row i + 1 */
  __m128i above = _mm_alignr_epi8(cur, prev, 12); /* lane i gets row i - 1 */
  return _mm_or_si128(_mm_or_si128(_mm_slli_epi32(cur, 1), _mm_srli_epi32(cur, 1)), _mm_or_si128(below, above));
}

/* Population counts: scalar popcnt of 64-bit halves (as fast as AVX-512's per-lane vpopcntd here,
 * and faster than a nibble table with pshufb). */
static inline int32_t popcount128(__m128i v) {
  return __builtin_popcountll((uint64_t)_mm_cvtsi128_si64(v)) + __builtin_popcountll((uint64_t)_mm_extract_epi64(v, 1));
}

static inline int32_t hsum4(__m128i v) {
  v = _mm_add_epi32(v, _mm_shuffle_epi32(v, 0x4e));
  v = _mm_add_epi32(v, _mm_shuffle_epi32(v, 0xb1));
  return _mm_cvtsi128_si32(v);
}

#define LOAD4(a, y0, k) _mm_loadu_si128((const __m128i *)((a) + (y0) + PAD + 4 * (k)))

/* The start row is `range` rows into the window: vector 0 for N = 1 and 2, 1 for N = 3 and 4, 2 for
 * N = 5 (a constant once inlined, so the other vectors carry no start at all). */
static inline int start_in4(int N, int i) { return i == (N <= 2 ? 0 : N <= 4 ? 1 : 2); }

static inline __attribute__((always_inline)) int32_t fill_sse(const int N, int x, int y0, int range, const int32_t *pass) {
  __m128i p[5], t[5], b[5], r[5], e[5], n[5];
  const __m128i z = _mm_setzero_si128();
  for (int i = 0; i < N; i++) {
    p[i] = LOAD4(pass, y0, i);
    t[i] = LOAD4(TILE, y0, i);
    /* bit x in the lane of the start row, built in registers (no store-to-load round trip) */
    b[i] = start_in4(N, i) ? _mm_and_si128(_mm_set1_epi32(1 << x), _mm_cmpeq_epi32(_mm_setr_epi32(0, 1, 2, 3), _mm_set1_epi32(range - 4 * i))) : z;
    r[i] = b[i];
  }
  for (int d = 1; d <= range; d++) {
    for (int i = 0; i < N; i++) e[i] = start_in4(N, i) ? _mm_or_si128(_mm_andnot_si128(t[i], r[i]), b[i]) : _mm_andnot_si128(t[i], r[i]);
    for (int i = 0; i < N; i++) n[i] = _mm_or_si128(r[i], _mm_and_si128(spread4(i ? e[i - 1] : z, e[i], i + 1 < N ? e[i + 1] : z), p[i]));
    for (int i = 0; i < N; i++) r[i] = n[i];
  }
  __m128i w = z;
  int32_t count = 0;
  for (int i = 0; i < N; i++) {
    __m128i reached = start_in4(N, i) ? _mm_andnot_si128(b[i], r[i]) : r[i];
    __m128i o = _mm_andnot_si128(LOAD4(BLOCKED, y0, i), reached);
    count += popcount128(o);
    w = _mm_add_epi32(w, _mm_mullo_epi32(o, _mm_add_epi32(_mm_set1_epi32(y0 + 1 + 4 * i), _mm_setr_epi32(0, 1, 2, 3))));
  }
  last_weight = hsum4(w);
  return count;
}

static int32_t fill_sse_any(int x, int y, int range, int trench) {
  if (range < 1) {
    last_weight = 0;
    return 0;
  }
  if (range > 9) range = 9;
  const int32_t *pass = trench ? PASS_OPEN : PASS_SHUT;
  int y0 = y - range;
  if (range <= 1) return fill_sse(1, x, y0, range, pass);
  if (range <= 3) return fill_sse(2, x, y0, range, pass);
  if (range <= 5) return fill_sse(3, x, y0, range, pass);
  if (range <= 7) return fill_sse(4, x, y0, range, pass);
  return fill_sse(5, x, y0, range, pass);
}

// ---------------------------------------------------------------------------------------------
// AVX2: 8 rows a vector.

static inline __m256i spread8(__m256i prev, __m256i cur, __m256i next) {
  __m256i below = _mm256_alignr_epi8(_mm256_permute2x128_si256(cur, next, 0x21), cur, 4);
  __m256i above = _mm256_alignr_epi8(cur, _mm256_permute2x128_si256(prev, cur, 0x21), 12);
  return _mm256_or_si256(_mm256_or_si256(_mm256_slli_epi32(cur, 1), _mm256_srli_epi32(cur, 1)), _mm256_or_si256(below, above));
}

static inline int32_t hsum8(__m256i v) {
  return hsum4(_mm_add_epi32(_mm256_castsi256_si128(v), _mm256_extracti128_si256(v, 1)));
}

#define LOAD8(a, y0, k) _mm256_loadu_si256((const __m256i *)((a) + (y0) + PAD + 8 * (k)))

/* The start row is `range` rows into the window: vector 0 for N = 1 and 2, vector 1 for N = 3. */
static inline int start_in8(int N, int i) { return N == 3 ? i == 1 : i == 0; }

static inline __attribute__((always_inline)) int32_t fill_avx2(const int N, int x, int y0, int range, const int32_t *pass) {
  __m256i p[3], t[3], b[3], r[3], e[3], n[3];
  const __m256i z = _mm256_setzero_si256();
  for (int i = 0; i < N; i++) {
    p[i] = LOAD8(pass, y0, i);
    t[i] = LOAD8(TILE, y0, i);
    b[i] = start_in8(N, i) ? _mm256_and_si256(_mm256_set1_epi32(1 << x), _mm256_cmpeq_epi32(_mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7), _mm256_set1_epi32(range - 8 * i))) : z;
    r[i] = b[i];
  }
  for (int d = 1; d <= range; d++) {
    for (int i = 0; i < N; i++) e[i] = start_in8(N, i) ? _mm256_or_si256(_mm256_andnot_si256(t[i], r[i]), b[i]) : _mm256_andnot_si256(t[i], r[i]);
    for (int i = 0; i < N; i++) n[i] = _mm256_or_si256(r[i], _mm256_and_si256(spread8(i ? e[i - 1] : z, e[i], i + 1 < N ? e[i + 1] : z), p[i]));
    for (int i = 0; i < N; i++) r[i] = n[i];
  }
  __m256i w = z;
  int32_t count = 0;
  for (int i = 0; i < N; i++) {
    __m256i reached = start_in8(N, i) ? _mm256_andnot_si256(b[i], r[i]) : r[i];
    __m256i o = _mm256_andnot_si256(LOAD8(BLOCKED, y0, i), reached);
    count += popcount128(_mm256_castsi256_si128(o)) + popcount128(_mm256_extracti128_si256(o, 1));
    w = _mm256_add_epi32(w, _mm256_mullo_epi32(o, _mm256_add_epi32(_mm256_set1_epi32(y0 + 1 + 8 * i), _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7))));
  }
  last_weight = hsum8(w);
  return count;
}

static int32_t fill_avx2_any(int x, int y, int range, int trench) {
  if (range < 1) {
    last_weight = 0;
    return 0;
  }
  if (range > 9) range = 9;
  const int32_t *pass = trench ? PASS_OPEN : PASS_SHUT;
  /* the window starts at y - range and must hold 2 range + 1 rows; it never starts above row -12 */
  int y0 = y - range;
  if (range <= 3) return fill_avx2(1, x, y0, range, pass);
  if (range <= 7) return fill_avx2(2, x, y0, range, pass);
  return fill_avx2(3, x, y0, range, pass);
}

// ---------------------------------------------------------------------------------------------

static int32_t results[65536];

static int32_t run_pass(const QuerySet *s, int avx2) {
  uint32_t sum = 0;
  for (int p = 0; p < s->count; p++) {
    const Batch *b = &s->batches[p];
    set_position(b);
    const int32_t *q = b->queries;
    for (int i = 0; i < b->n; i++, q += 4) {
      int32_t c = avx2 ? fill_avx2_any(q[0], q[1], q[2], q[3]) : fill_sse_any(q[0], q[1], q[2], q[3]);
      results[i] = c;
      sum += (uint32_t)c + (uint32_t)last_weight;
    }
  }
  return (int32_t)sum;
}

static int32_t read_i32(FILE *f) {
  int32_t v;
  if (fread(&v, 4, 1, f) != 1) {
    fprintf(stderr, "reach: truncated query file\n");
    exit(1);
  }
  return v;
}

int main(int argc, char **argv) {
  if (argc != 2) {
    fprintf(stderr, "usage: reach QUERIES.bin\n");
    return 2;
  }
  FILE *f = fopen(argv[1], "rb");
  if (!f) {
    perror(argv[1]);
    return 1;
  }
  /* file: "NREF" version=1 sets; per set: batches; per batch: width height rows[6][32] n queries[n*4] */
  if (read_i32(f) != 0x4645524e || read_i32(f) != 1) {
    fprintf(stderr, "reach: not a query file\n");
    return 1;
  }
  int nsets = read_i32(f);
  QuerySet *sets = calloc(nsets, sizeof *sets);
  for (int s = 0; s < nsets; s++) {
    sets[s].count = read_i32(f);
    sets[s].batches = calloc(sets[s].count, sizeof(Batch));
    for (int p = 0; p < sets[s].count; p++) {
      Batch *b = &sets[s].batches[p];
      b->width = read_i32(f);
      b->height = read_i32(f);
      if (fread(b->rows, 4, 6 * 32, f) != 6 * 32) return 1;
      b->n = read_i32(f);
      b->queries = malloc(sizeof(int32_t) * 4 * b->n);
      if (fread(b->queries, 4, 4 * b->n, f) != (size_t)(4 * b->n)) return 1;
    }
  }
  fclose(f);
  char line[256];
  while (fgets(line, sizeof line, stdin)) {
    int set, reps;
    char variant[16];
    if (strncmp(line, "quit", 4) == 0) break;
    if (sscanf(line, "run %d %15s %d", &set, variant, &reps) != 3 || set < 0 || set >= nsets) {
      printf("error\n");
      fflush(stdout);
      continue;
    }
    int avx2 = strcmp(variant, "avx2") == 0;
    struct timespec t0, t1;
    int32_t checksum = 0;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t0);
    for (int r = 0; r < reps; r++) checksum = run_pass(&sets[set], avx2);
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t1);
    long long ns = (long long)(t1.tv_sec - t0.tv_sec) * 1000000000LL + (t1.tv_nsec - t0.tv_nsec);
    printf("%lld %d\n", ns, checksum);
    fflush(stdout);
  }
  return 0;
}
