/// <reference lib="webworker" />
// The engine worker: the engine and the kernel off the main thread, exposed with comlink.
// `Comlink.expose` runs synchronously at the top level (a top-level await before it loses the
// first message); the kernel loads when the UI calls `init`.
import * as Comlink from 'comlink';
import wasmUrl from '../../../build/kernel/release.wasm?url';
import { instantiateWasmKernel } from '../../../src/kernel/wasm.js';
import { createEngineApi } from './engineApi.js';

async function loadWasm() {
  const response = await fetch(wasmUrl);
  try {
    return await instantiateWasmKernel(await WebAssembly.compileStreaming(response.clone()));
  } catch {
    // a server without the application/wasm type: compile from the bytes
    return instantiateWasmKernel(await response.arrayBuffer());
  }
}

Comlink.expose(createEngineApi(loadWasm));
