/** One generator of postman-code-generators (codegens/<name>), which ships no types. */
declare module 'postman-code-generators/codegens/*' {
  const codegen: {
    convert(
      request: unknown,
      options: Record<string, unknown>,
      callback: (error: unknown, snippet?: string) => void,
    ): void;
    getOptions(): unknown[];
  };
  export default codegen;
}
