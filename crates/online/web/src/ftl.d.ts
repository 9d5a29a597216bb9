// The Fluent catalogues are bundled as text (esbuild's `--loader:.ftl=text`).
declare module "*.ftl" {
  const text: string;
  export default text;
}
