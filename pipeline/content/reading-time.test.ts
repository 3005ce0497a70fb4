import { expect, test } from "vitest";
import { readingMinutesOf, WORDS_PER_MINUTE, wordsOf } from "./reading-time.ts";

test("counts the words a visitor reads, not the markup around them", () => {
  const body = `import Chart from "./chart"

## The problem

Clinicians **booked** [twice](https://example.com/a-long/address), it's 20% slower.

![An image's alt text is not read as prose](/images/a.png "Nor its title")

<Quote author="A nurse with a long name" source="week 1">
I book in two minutes.
</Quote>

{/* a note to self */}
<!-- and another -->
- one e-mail
`;
  // The problem / Clinicians booked twice it's 20 slower / I book in two minutes / one e-mail
  expect(wordsOf(body)).toBe(2 + 6 + 5 + 2);
});

test(`reading time is the words at ${WORDS_PER_MINUTE} a minute, rounded, and at least one minute`, () => {
  const words = (count: number) => Array.from({ length: count }, () => "word").join(" ");
  expect(readingMinutesOf("")).toBe(1);
  expect(readingMinutesOf(words(50))).toBe(1);
  expect(readingMinutesOf(words(WORDS_PER_MINUTE * 2))).toBe(2);
  expect(readingMinutesOf(words(WORDS_PER_MINUTE * 2 + 114))).toBe(2);
  expect(readingMinutesOf(words(WORDS_PER_MINUTE * 2 + 116))).toBe(3);
});
