/**
 * Every cookie and every browser storage key the site uses, for the privacy page's table
 * (docs/product.md#privacy-page). The names are checked against the server's and the theme's own
 * constants (server/privacy-storage-names.test.ts), so a renamed cookie cannot leave this page behind.
 */
export interface StorageItem {
  name: string;
  kind: "Cookie" | "Local storage";
  /** What it is for, and who gets it. */
  purpose: string;
  lifetime: string;
}

export function listStorage(ownerName: string): StorageItem[] {
  return [
    {
      name: "private_session",
      kind: "Cookie",
      purpose: "Opens the private work a password or share link gave you. Set only when you unlock it.",
      lifetime: "Until the session ends: 12 hours after a password, when the link expires, or when you lock private work.",
    },
    {
      name: "private_hint",
      kind: "Cookie",
      purpose: "Tells the page to ask for your private work. It holds no secret. Set beside the cookie above.",
      lifetime: "The same as the cookie above.",
    },
    {
      name: "owner_session",
      kind: "Cookie",
      purpose: `Signs ${ownerName} in to the owner's room. Only in ${ownerName}'s own browser.`,
      lifetime: "12 hours.",
    },
    {
      name: "owner_marker",
      kind: "Cookie",
      purpose: `Keeps ${ownerName}'s own page views out of the statistics. Only in ${ownerName}'s own browser.`,
      lifetime: "400 days.",
    },
    {
      name: "theme",
      kind: "Local storage",
      purpose: "Your choice of light or dark theme. It stays in your browser and is never sent.",
      lifetime: "Until you clear it.",
    },
  ];
}
