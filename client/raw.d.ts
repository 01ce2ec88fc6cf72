// Vite's `?raw` imports: the file's text (the /developers page reads schema.graphql this way).
declare module '*?raw' {
  const text: string;
  export default text;
}
