// Content words of a text: lower-cased words of three or more letters that are not stopwords. Used
// to read a manuscript (journal finder) and to build the journals' term profiles (seed).

/** Words that say nothing about a manuscript's field (also used to read the manuscript in the finder). */
export const STOPWORDS = new Set(
  (
    'a about above after again against all also although among an and any are as at be because been before being below between both but by can ' +
    'could did do does doing down during each either else few for from further had has have having here how however if in into is it its itself ' +
    'just may might more most much must no nor not now of off on once only or other our out over own per same should since so some such than that ' +
    'the their them then there these they this those through thus to too under until up upon very via was we were what when where whether which ' +
    'while who whom whose why will with within without would yet you your here therefore using used use based new two three one first second study ' +
    'studies result results found show shows shown suggest suggests paper article research data analysis analyses method methods approach role ' +
    'effect effects evidence including include includes well across related associated compared different high higher low lower large small ' +
    'significant significantly however present report reported reports recent recently current future provide provides provided'
  ).split(/\s+/),
);

/** Lower-case words of three or more letters that are not stopwords. */
export function contentWords(text: string): string[] {
  const out: string[] = [];
  for (const word of text.toLowerCase().match(/[\p{L}][\p{L}\p{N}-]*[\p{L}\p{N}]|[\p{L}]{3,}/gu) ?? []) {
    if (word.length >= 3 && !STOPWORDS.has(word)) out.push(word);
  }
  return out;
}
