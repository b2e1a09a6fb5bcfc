/// <reference lib="webworker" />
// An analysis worker (a searcher or the merger of the page's analysis pool), exposed with comlink.
// `Comlink.expose` runs synchronously at the top level; the kernel loads on `init`.
import * as Comlink from 'comlink';
import { createAnalysisApi } from './analysisApi.js';
import { loadPlayouts, loadWasm } from './kernel.js';

Comlink.expose(createAnalysisApi(loadWasm, loadPlayouts));
