// Vite asset imports used by the workers.
declare module '*?url' {
  const url: string;
  export default url;
}
