/**
 * A table built on its first use, then kept. The search's lexicon, typo and place indexes cost
 * about 0.7 s of CPU to build; built as their modules loaded, every process paid it at start
 * (a server twice: its own copy of these modules and the SSR build's), searching or not.
 */
export function builtOnce<T>(build: () => T): () => T {
  let built: { value: T } | undefined;
  return () => (built ??= { value: build() }).value;
}
