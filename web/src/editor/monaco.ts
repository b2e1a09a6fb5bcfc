/**
 * Monaco for the bot editor, loaded lazily (the TypeScript worker is large): workers wired the
 * Vite way, strict TypeScript, the bot API declarations of the game being edited as an extra lib.
 */
import * as monaco from 'monaco-editor';
import EditorWorker from 'monaco-editor/editor/editor.worker?worker';
import TsWorker from 'monaco-editor/language/typescript/ts.worker?worker';

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

/** The editor's theme: Visual Studio's dark one, with comments and line numbers readable (WCAG AA contrast, 4.5:1). */
export const THEME = 'nautilab-dark';
monaco.editor.defineTheme(THEME, {
  base: 'vs-dark',
  inherit: true,
  rules: [{ token: 'comment', foreground: '8fbc7a' }],
  colors: { 'editorLineNumber.foreground': '#9e9e9e', 'editorLineNumber.dimmedForeground': '#8a8a8a' },
});

export { monaco };

/** Declares the bot API of a game (its `.d.ts` source) to the editor, in place of any other. */
export function setBotApi(declarations: string): void {
  ts.typescriptDefaults.setExtraLibs([{ content: declarations, filePath: 'file:///nautilab/bot-api.d.ts' }]);
}

/**
 * The TypeScript worker. Monaco registers the TypeScript language lazily, once a TypeScript model
 * exists; until then it refuses ("TypeScript not registered"), so ask again for a while.
 */
async function typeScriptWorker(): Promise<Awaited<ReturnType<typeof ts.getTypeScriptWorker>>> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await ts.getTypeScriptWorker();
    } catch (e) {
      if (attempt >= 100) throw e;
      await new Promise((r) => setTimeout(r, 50));
    }
  }
}

/** The JavaScript the TypeScript worker emits for a model. */
export async function compile(model: monaco.editor.ITextModel): Promise<string> {
  const getWorker = await typeScriptWorker();
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
