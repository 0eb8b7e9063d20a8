// Canary buckets for new readers, dealt from a shuffled deck of 0..99 rather than drawn one by one:
// each reader's bucket is still unpredictable, but every hundred new readers hold every bucket once,
// so a 5 % canary reaches 5 of them, not anywhere from 0 to 12 as independent draws would give. At a
// small site's traffic that is the difference between a canary that shows its share and one that
// does not.
import { randomInt } from 'node:crypto';

export class BucketDeck {
  private deck: number[] = [];

  next(): number {
    if (this.deck.length === 0) this.deck = shuffled();
    return this.deck.pop()!;
  }
}

function shuffled(): number[] {
  const deck = Array.from({ length: 100 }, (_, index) => index);
  // Fisher–Yates with the crypto generator: no reader can work out the next bucket.
  for (let index = deck.length - 1; index > 0; index -= 1) {
    const other = randomInt(index + 1);
    [deck[index], deck[other]] = [deck[other]!, deck[index]!];
  }
  return deck;
}
