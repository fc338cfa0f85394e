// How the registry groups makes and models: "Alfa-Romeo", "alfa romeo" and "ALFA ROMEO" are one
// make. The database computes the same key in a generated column (the API's registry migration,
// kept equal to this function by a test); screens and the API normalise what a person typed with it.

const ACCENTED = 'ÀÁÂÃÄÅàáâãäåÇçČčĆćÈÉÊËèéêëĚěÌÍÎÏìíîïŁłÑñŇňÒÓÔÕÖØòóôõöøŘřŠšŤťÙÚÛÜùúûüŮůÝýÿŽž';
const PLAIN = 'AAAAAAaaaaaaCcCcCcEEEEeeeeEeIIIIiiiiLlNnNnOOOOOOooooooRrSsTtUUUUuuuuUuYyyZz';
const FOLD = new Map([...ACCENTED].map((char, index) => [char, PLAIN[index] as string]));

/** Accents folded, lower case, every run of anything but letters and digits one space, trimmed. */
export function registryKey(name: string): string {
  const folded = [...name].map((char) => FOLD.get(char) ?? char).join('');
  return folded
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** The two strings the SQL twin of registryKey passes to translate(). */
export const REGISTRY_KEY_FOLD = { from: ACCENTED, to: PLAIN } as const;
