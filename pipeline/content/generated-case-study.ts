// Case studies made from the real one, for the benchmark's build scaling and the at-scale test: same body, images and prototype, new identity.

const DAY_MS = 24 * 60 * 60 * 1000;
// Older than the real case study, so the home page's three newest stay the same.
const FIRST_DATE = Date.UTC(2015, 0, 1);

/** The real case study the others are made from, in content/case-studies. */
export const TEMPLATE_FILE_NAME = "appointment-booking-recipient-cards.mdx";

export interface GeneratedFile {
  fileName: string;
  content: string;
}

function replaceField(source: string, field: string, value: string): string {
  const pattern = new RegExp(`^${field}: .*$`, "m");
  if (!pattern.test(source)) throw new Error(`the template has no "${field}:" line in its frontmatter`);
  return source.replace(pattern, `${field}: ${value}`);
}

/** The n-th generated case study (n from 1): slug equal to its file name, its own title and date. */
export function generateCaseStudy(template: string, n: number): GeneratedFile {
  const number = String(n).padStart(3, "0");
  const slug = `generated-case-study-${number}`;
  const date = new Date(FIRST_DATE + n * DAY_MS).toISOString().slice(0, 10);
  let content = replaceField(template, "slug", slug);
  content = replaceField(content, "title", `Generated case study ${number}`);
  content = replaceField(content, "date", date);
  return { fileName: `${slug}.mdx`, content };
}

/** A portfolio of `count` case studies by file name: the template under its own name, and the rest made from it. */
export function portfolioOf(template: string, count: number): Record<string, string> {
  const files: Record<string, string> = { [TEMPLATE_FILE_NAME]: template };
  for (let n = 1; n < count; n += 1) {
    const { fileName, content } = generateCaseStudy(template, n);
    files[fileName] = content;
  }
  return files;
}
