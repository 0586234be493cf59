/** `--name N` from the command line, or the fallback. */
export function numberArgument(argv: readonly string[], name: string, fallback: number): number {
  const index = argv.indexOf(name);
  return index >= 0 ? Number(argv[index + 1]) : fallback;
}

/** Runs a standalone script's main when the file is run itself (not imported), exiting with its outcome. */
export function runWhenMain(module: NodeModule, main: () => Promise<void>): void {
  if (require.main !== module) return;
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error((error as Error).message);
      process.exit(1);
    },
  );
}
