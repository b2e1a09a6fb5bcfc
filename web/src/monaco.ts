/**
 * Monaco for the bot editor, loaded lazily (the TypeScript worker is large): workers wired the
 * Vite way, the bot API declarations added as an extra lib, strict TypeScript.
 */
import * as monaco from 'monaco-editor';
import EditorWorker from 'monaco-editor/editor/editor.worker?worker';
import TsWorker from 'monaco-editor/language/typescript/ts.worker?worker';
import botApi from '../../src/bots/bot-api.d.ts?raw';

(self as unknown as { MonacoEnvironment: monaco.Environment }).MonacoEnvironment = {
  getWorker: (_id: string, label: string) => (label === 'typescript' || label === 'javascript' ? new TsWorker() : new EditorWorker()),
};

const ts = monaco.typescript;
ts.typescriptDefaults.setCompilerOptions({
  target: ts.ScriptTarget.ES2020,
  module: ts.ModuleKind.ESNext,
  lib: ['es2022'],
  strict: true,
  noUncheckedIndexedAccess: true,
  allowNonTsExtensions: true,
});
ts.typescriptDefaults.setEagerModelSync(true);
ts.typescriptDefaults.addExtraLib(botApi, 'file:///nautilab/bot-api.d.ts');

export { monaco };

/** The JavaScript the TypeScript worker emits for a model. */
export async function compile(model: monaco.editor.ITextModel): Promise<string> {
  const getWorker = await ts.getTypeScriptWorker();
  const client = await getWorker(model.uri);
  const out = await client.getEmitOutput(model.uri.toString());
  const js = out.outputFiles.find((f) => f.name.endsWith('.js'));
  if (!js) throw new Error('the TypeScript worker emitted no JavaScript');
  return js.text;
}

/** Errors in a model (after the TypeScript worker has checked it). */
export function errorsOf(model: monaco.editor.ITextModel): monaco.editor.IMarker[] {
  return monaco.editor.getModelMarkers({ resource: model.uri }).filter((m) => m.severity === monaco.MarkerSeverity.Error);
}
