/**
 * The default 24x24 board (spec section 1, [default] board), rows top to bottom.
 * `L S D T` are the zones lagoon, slope, deep sea and trench; a lower-case letter is a spot
 * where a tile starts. Copied from the rules contract's `default-board.txt`.
 */
export const DEFAULT_BOARD_ROWS: readonly string[] = [
  'DDDDDdDDDDDdDDDdDDtTTTtT',
  'DDDDDDDDDDdDDDDDDTTTtTTT',
  'DDDDDDDDDDDDDDDDDTTTTTtT',
  'DDDDDDDDDDDDDDDDDDtTTtTT',
  'DDDDDDDDDSSsSsSDDDDTtTTT',
  'DDdDDDDDSSSSsSSSDDDDTTTT',
  'DDDDDDDSSSsSSSSsSDDdDTTD',
  'DDDdDDSsSsSSSSSSSsDDDDDD',
  'DDdDDSSSLLLLLLLLsSSDdDDD',
  'DDDDSSSSLLLLLLLLSSsSDDDD',
  'DDDDSSSSLLLLLLLLSSSsDDDD',
  'DDDDsSSSLLLLLLLLSsSSDdDD',
  'DDdDSSsSLLLLLLLLSSSsDDDD',
  'DDDDsSSSLLLLLLLLSSSSDDDD',
  'DDDDSsSSLLLLLLLLSSSSDDDD',
  'DDDdDSSsLLLLLLLLSSSDDdDD',
  'DDDDDDsSSSSSSSsSsSDDdDDD',
  'DTTDdDDSsSSSSsSSSDDDDDDD',
  'TTTTDDDDSSSsSSSSDDDDDdDD',
  'TTTtTDDDDSsSsSSDDDDDDDDD',
  'TTtTTtDDDDDDDDDDDDDDDDDD',
  'TtTTTTTDDDDDDDDDDDDDDDDD',
  'TTTtTTTDDDDDDdDDDDDDDDDD',
  'TtTTTtDDdDDDdDDDDDdDDDDD',
];

/** The default board's base position (centre square of the base module). */
export const DEFAULT_BASE_POSITION: readonly [number, number] = [11, 11];
