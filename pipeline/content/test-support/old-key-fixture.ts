import path from "node:path";

/** A case study with every old key spelling: the sample case study as it was written before they changed. */
export const OLD_KEYS_FIXTURE_FILE = path.join(import.meta.dirname, "fixtures/old-key-spellings.mdx");

/** The warning lines reading `file` (the fixture, under its name in a content folder) gives, in order. */
export function oldKeyWarningsOf(file: string): string[] {
  return [
    `${file}: cover_alt is now coverAlt (the old spelling still works)`,
    `${file}: problem_image is now problemImage (the old spelling still works)`,
    `${file}: problem_image_alt is now problemImageAlt (the old spelling still works)`,
    `${file}: prototypeFile is now prototype.file (the old spelling still works)`,
    `${file}: prototypeTitle is now prototype.title (the old spelling still works)`,
  ];
}
