import { useId } from "react";
import "./private-work.css";

export interface Teaser {
  slug: string;
  title: string;
  summary: readonly string[];
}

/** docs/product.md#private-work: what a protected case study's address shows a visitor without access. */
export const TEASER_TEXT = "This case study is private. Enter the password you were given, or open the link you were sent.";

/**
 * A protected case study's title and summary, and the password form. The form posts as a plain form, so
 * it works before the app starts and without JavaScript; the server answers it with the case study.
 */
export function PrivateTeaser({ teaser }: { teaser: Teaser }) {
  const passwordId = useId();
  return (
    <article className="private-teaser">
      <p className="private-teaser__eyebrow">
        <span className="private-badge">Private</span>
      </p>
      <h1>{teaser.title}</h1>
      {teaser.summary.map((paragraph) => (
        <p key={paragraph} className="private-teaser__summary">
          {paragraph}
        </p>
      ))}
      <p className="private-teaser__note">{TEASER_TEXT}</p>
      <form className="private-teaser__form" method="post" action="/api/access/unlock">
        <input type="hidden" name="slug" value={teaser.slug} />
        <label htmlFor={passwordId}>Password</label>
        <div className="private-teaser__row">
          <input id={passwordId} name="password" type="password" autoComplete="current-password" required />
          <button type="submit" className="button">
            Unlock
          </button>
        </div>
      </form>
    </article>
  );
}
