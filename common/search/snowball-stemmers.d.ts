// The package ships CommonJS (UMD) without types; this covers the part the search module uses.
declare module "snowball-stemmers" {
  export interface Stemmer {
    stem(word: string): string;
  }

  export function newStemmer(language: string): Stemmer;
  export function algorithms(): string[];

  const snowballFactory: {
    newStemmer: typeof newStemmer;
    algorithms: typeof algorithms;
  };
  export default snowballFactory;
}
